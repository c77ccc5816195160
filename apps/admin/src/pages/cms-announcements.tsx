import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageAnnouncement } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import { useAnnouncementList, useAnnouncementMutations } from '../features/cms/api/announcements';
import { AnnouncementFormModal } from '../features/cms/components/announcement-form';
import { AnnouncementTable } from '../features/cms/components/announcement-table';

const doneText = { online: '已上线', offline: '已下线', delete: '已删除' } as const;

/** 公告管理: notices on the portal Home (notice board and scrolling bar). */
export default function CmsAnnouncementsPage() {
  const { message } = App.useApp();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ManageAnnouncement | 'new' | null>(null);
  const list = useAnnouncementList(page.pageIndex, page.pageSize);
  const { save, act } = useAnnouncementMutations();

  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card
      title="公告管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          发布公告
        </Button>
      }
    >
      <AnnouncementTable
        data={list.data}
        isLoading={list.isPending || act.isPending}
        {...page}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        onEdit={setEditing}
        onAction={(action, announcementId) =>
          act.mutate(
            { action, announcementId },
            { onSuccess: () => void message.success(doneText[action]) },
          )
        }
      />
      <AnnouncementFormModal
        editing={editing}
        isSaving={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(draft) =>
          save.mutate(draft, {
            onSuccess: () => {
              void message.success('公告已保存');
              setEditing(null);
            },
          })
        }
      />
    </Card>
  );
}
