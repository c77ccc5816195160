import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ManageBanner } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import { useBannerList, useBannerMutations } from '../features/cms/api/banners';
import { BannerFormModal } from '../features/cms/components/banner-form';
import { BannerTable } from '../features/cms/components/banner-table';
import { CoverUpload } from '../components/cover-upload';

const doneText = { online: '已上线', offline: '已下线', delete: '已删除' } as const;

/** 轮播图管理: the portal Home carousel of this federation node. */
export default function CmsBannersPage() {
  const { message } = App.useApp();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ManageBanner | 'new' | null>(null);
  const list = useBannerList(page.pageIndex, page.pageSize);
  const { save, act } = useBannerMutations();

  if (list.isError) return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Card
      title="轮播图管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建轮播图
        </Button>
      }
    >
      <BannerTable
        data={list.data}
        isLoading={list.isPending || act.isPending}
        {...page}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        onEdit={setEditing}
        onAction={(action, bannerId) =>
          act.mutate(
            { action, bannerId },
            { onSuccess: () => void message.success(doneText[action]) },
          )
        }
      />
      <BannerFormModal
        editing={editing}
        isSaving={save.isPending}
        imageInput={<CoverUpload label="上传图片" />}
        onCancel={() => setEditing(null)}
        onSubmit={(draft) =>
          save.mutate(draft, {
            onSuccess: () => {
              void message.success('轮播图已保存');
              setEditing(null);
            },
          })
        }
      />
    </Card>
  );
}
