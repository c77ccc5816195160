import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Empty, Flex, Skeleton, Tabs, theme } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { InlineLoadFailed } from '../components/inline-load-failed';
import { useMarkRead } from '../features/site-message/api/mark-read';
import { useSiteMessages } from '../features/site-message/api/site-messages';
import { useUnreadCount } from '../features/site-message/api/unread-info';
import { MessageItem } from '../features/site-message/components/message-item';
import { parseReadFilter, type SiteMessage } from '../features/site-message/model/site-message';
import { showSuccess } from '../lib/feedback';
import { useClampPage } from '../lib/use-clamp-page';
import { listSearch, parsePage } from '../lib/page-param';
import { useVolunteerId } from '../stores/user-store';
import { ListPagination } from '../components/list-pagination';

const pageSize = 10;

/** /personalCenter/myMessage (我的消息): notices from organisers and the platform. */
export default function PersonalMyMessagePage() {
  const { token } = theme.useToken();
  const isDesktop = useMinWidth('md') ?? true;
  const userId = useVolunteerId();
  const [params, setParams] = useSearchParams();
  const read = parseReadFilter(params.get('read'));
  const pageIndex = parsePage(params.get('page'));
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const list = useSiteMessages(userId, { read, pageIndex, pageSize });
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const total = list.data?.total ?? 0;
  useClampPage(list, pageSize, pageIndex);

  if (userId === null) return <VolunteerOnlyNotice what="我的消息" />;

  const go = (next: { read?: string; page?: number }) => {
    setExpandedId(null);
    setParams(listSearch({ read: next.read ?? read }, next.page));
  };
  const toggle = (message: SiteMessage) => {
    const isOpening = expandedId !== message.siteMsgId;
    setExpandedId(isOpening ? message.siteMsgId : null);
    if (isOpening && !message.read) markRead.mutate({ siteMsgId: message.siteMsgId });
  };
  const markAll = () =>
    markRead.mutate(
      { all: true },
      { onSuccess: ({ updated }) => showSuccess(`已将${updated}条消息标为已读`) },
    );

  return (
    <Card
      title="我的消息"
      data-testid="my-message-page"
      size={isDesktop ? 'default' : 'small'}
      styles={{ body: { paddingTop: 0 } }}
      extra={
        <Button
          size="small"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
          onClick={markAll}
          data-testid="site-message-read-all"
        >
          全部标为已读
        </Button>
      }
    >
      <Tabs
        activeKey={read}
        items={[
          { key: '', label: '全部' },
          { key: '0', label: unread > 0 ? `未读（${unread}）` : '未读' },
        ]}
        onChange={(key) => go({ read: key, page: 1 })}
        data-testid="site-message-tabs"
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="消息加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : total === 0 ? (
        <Empty description={read ? '没有未读消息' : '暂无消息'} data-testid="site-message-empty" />
      ) : (
        <Flex vertical gap={token.margin}>
          <div data-testid="site-message-list">
            {list.data.list.map((message) => (
              <MessageItem
                key={message.siteMsgId}
                message={message}
                isExpanded={expandedId === message.siteMsgId}
                onToggle={() => toggle(message)}
              />
            ))}
          </div>
          <ListPagination
            current={pageIndex}
            pageSize={pageSize}
            total={total}
            isPhone={!isDesktop}
            onChange={(page) => go({ page })}
            testId="site-message-pagination"
          />
        </Flex>
      )}
    </Card>
  );
}
