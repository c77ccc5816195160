import { useState } from 'react';
import { Card, Flex, List, Modal, Skeleton, Tag, Typography } from 'antd';
import { QuietEmpty } from '../quiet-empty';
import type { Announcement } from '@zyz/domain';
import { formatChinaDateTime, toChinaTime } from '../../../lib/china-time';
import { useAnnouncements } from '../api/announcements';

function AnnouncementModal({ item, onClose }: { item: Announcement | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} title={item?.title} onCancel={onClose} footer={null}>
      <Typography.Paragraph type="secondary">
        发布时间：{item ? formatChinaDateTime(item.publishTime) : ''}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {item?.content}
      </Typography.Paragraph>
    </Modal>
  );
}

/** 通知公告 (showType 1): pinned first; a notice opens in a dialog. */
export function AnnouncementBoard() {
  const { data, isPending, isError } = useAnnouncements(1, 6);
  const [open, setOpen] = useState<Announcement | null>(null);
  return (
    <Card
      title="通知公告"
      data-testid="home-announcements"
      data-tour="announcements"
      style={{ height: '100%' }}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError || data.list.length === 0 ? (
        <QuietEmpty description="暂无公告" />
      ) : (
        <List
          size="small"
          dataSource={data.list}
          renderItem={(item) => (
            <List.Item>
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                <Typography.Link
                  onClick={() => setOpen(item)}
                  ellipsis
                  style={{ minWidth: 0, flex: 1 }}
                >
                  {item.pinned && <Tag color="red">置顶</Tag>}
                  {item.title}
                </Typography.Link>
                <Typography.Text type="secondary">
                  {toChinaTime(item.publishTime).format('MM-DD')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <AnnouncementModal item={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** 滚动通知 (showType 2): one line above the page; hidden when there is none. */
export function AnnouncementTicker() {
  const { data } = useAnnouncements(2, 5);
  const [open, setOpen] = useState<Announcement | null>(null);
  if (!data || data.list.length === 0) return null;
  return (
    <>
      <Card size="small" data-testid="home-ticker" styles={{ body: { padding: '6px 12px' } }}>
        <Flex gap={12} align="center" style={{ overflow: 'hidden' }}>
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            通知
          </Tag>
          <Flex gap={24} style={{ overflowX: 'auto', whiteSpace: 'nowrap', minWidth: 0 }}>
            {data.list.map((item) => (
              <Typography.Link key={item.id} onClick={() => setOpen(item)}>
                {item.title}
              </Typography.Link>
            ))}
          </Flex>
        </Flex>
      </Card>
      <AnnouncementModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
