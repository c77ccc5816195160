import { useState } from 'react';
import { Alert, Button, Flex, Modal, Skeleton, Typography, theme } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { feedAddresses } from '../model/feed-addresses';
import { showSuccess } from '../../../lib/feedback';
import { useFeedback } from '../../../lib/feedback';

/**
 * 订阅日历: the personal feed URL of every accepted shift, for a phone or desktop calendar
 * app to subscribe to. The URL itself is the key, hence the reset.
 */
export function CalendarFeedButton({ userId }: { userId: string }) {
  const { token } = theme.useToken();
  const { modal } = useFeedback();
  const [isOpen, setOpen] = useState(false);
  const feed = useCalendarFeed(userId, isOpen);
  const reset = useResetCalendarFeed(userId);
  const addresses = feed.data ? feedAddresses(feed.data.url, window.location.origin) : null;

  const confirmReset = () =>
    modal.confirm({
      title: '重置订阅链接？',
      content: '重置后，旧链接将立即失效，已订阅的日历应用不再更新，需要用新链接重新订阅。',
      okText: '重置',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        reset
          .mutateAsync()
          .then(() => showSuccess('已生成新的订阅链接'))
          .catch(() => undefined),
    });

  return (
    <>
      <Button
        icon={<CalendarOutlined />}
        onClick={() => setOpen(true)}
        data-testid="calendar-feed-open"
      >
        订阅日历
      </Button>
      <Modal
        title="订阅我的志愿日程"
        open={isOpen}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="reset" danger onClick={confirmReset} data-testid="calendar-feed-reset">
            重置链接
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            完成
          </Button>,
        ]}
        data-testid="calendar-feed-dialog"
      >
        <Typography.Paragraph type="secondary">
          在手机或电脑的日历应用中添加“订阅日历”（或“从网址添加”），粘贴下面的链接。已录用的时段会自动出现在日历中，录用变化也会随之更新。
        </Typography.Paragraph>
        {feed.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
        {feed.isError && <Alert type="error" showIcon title="订阅链接获取失败，请稍后再试" />}
        {addresses && (
          <Flex vertical gap={token.marginXS}>
            <Typography.Paragraph
              copyable={{ text: addresses.https, tooltips: ['复制链接', '已复制'] }}
              code
              style={{ wordBreak: 'break-all', marginBottom: 0 }}
              data-testid="calendar-feed-url"
            >
              {addresses.https}
            </Typography.Paragraph>
            <Typography.Link href={addresses.webcal}>在日历应用中直接打开</Typography.Link>
            {/* A volunteer whose applications are all pending saw an empty feed with no reason. */}
            <Typography.Text type="secondary" data-testid="calendar-feed-scope">
              订阅中只有已录用的时段；待审核、候补中的报名不会出现，录用后自动加入。
            </Typography.Text>
            <Typography.Text type="warning">
              请勿将链接分享给他人：任何拿到链接的人都能看到您的日程。
            </Typography.Text>
          </Flex>
        )}
      </Modal>
    </>
  );
}
