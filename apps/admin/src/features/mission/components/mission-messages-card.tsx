import { useState } from 'react';
import { Button, Card, List, Space, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { messageAudienceLabels, type MissionDetail } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useMissionMessages } from '../api/mission-messages';
import { SendMessageDialog } from './send-message-dialog';

/**
 * 群发消息 on the mission's page: the way to send one and what was sent, who sent it, when and
 * to how many. A list, not a table, so it reads the same on a phone at the venue.
 */
export function MissionMessagesCard({ mission }: { mission: MissionDetail }) {
  const [pageIndex, setPageIndex] = useState(1);
  const [isSending, setSending] = useState(false);
  const history = useMissionMessages(mission.missionId, pageIndex);
  return (
    <Card
      title="群发消息"
      data-testid="mission-messages"
      extra={
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => setSending(true)}
          disabled={mission.status === 'draft'}
          data-testid="message-open"
        >
          发送消息
        </Button>
      }
    >
      <List
        loading={history.isPending}
        dataSource={history.data?.list ?? []}
        locale={{ emptyText: '还没有发送过消息' }}
        pagination={
          (history.data?.total ?? 0) > 5
            ? {
                current: pageIndex,
                pageSize: 5,
                total: history.data?.total,
                onChange: setPageIndex,
                size: 'small',
              }
            : false
        }
        renderItem={(m) => (
          <List.Item data-testid="message-record">
            <List.Item.Meta
              title={
                <Space size={[8, 4]} wrap>
                  <span>{formatDateTime(m.sentAt)}</span>
                  <Typography.Text type="secondary">发送人：{m.senderName}</Typography.Text>
                  <Tag>
                    {m.shiftStart && m.shiftEnd
                      ? `${formatDateTime(m.shiftStart)}–${formatDateTime(m.shiftEnd).slice(11)}`
                      : '全部时段'}
                  </Tag>
                  {m.states.map((s) => (
                    <Tag key={s} color="blue">
                      {messageAudienceLabels[s]}
                    </Tag>
                  ))}
                  <span data-testid="message-record-count">
                    {m.recipientCount} 人（邮件 {m.emailCount}）
                  </span>
                </Space>
              }
              description={<div style={{ whiteSpace: 'pre-line' }}>{m.content}</div>}
            />
          </List.Item>
        )}
      />
      {isSending && (
        <SendMessageDialog
          missionId={mission.missionId}
          shifts={mission.times}
          open
          onClose={() => setSending(false)}
        />
      )}
    </Card>
  );
}
