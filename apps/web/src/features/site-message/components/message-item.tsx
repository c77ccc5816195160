import { Link } from 'react-router';
import { Badge, Flex, Typography, theme } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { paths } from '../../../lib/paths';
import { OperatorInviteActions } from './operator-invite-actions';
import { formatMessageTime } from '../model/message-time';
import type { SiteMessage } from '../model/site-message';

interface Props {
  message: SiteMessage;
  isExpanded: boolean;
  onToggle: () => void;
}

/** One message: a dot while unread, one line folded, the whole text (and its mission) open. */
export function MessageItem({ message, isExpanded, onToggle }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="site-message-item"
      data-read={message.read ? 'true' : 'false'}
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={isExpanded}
        // A real button for keyboard and screen readers, stripped of its look but not its focus ring.
        style={{
          display: 'block',
          width: '100%',
          padding: 0,
          border: 0,
          background: 'none',
          font: 'inherit',
          color: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
        }}
      >
        <Flex justify="space-between" gap={token.marginSM} align="baseline">
          <Flex gap={token.marginXS} align="baseline" style={{ minWidth: 0 }}>
            <Badge
              status={message.read ? 'default' : 'error'}
              data-testid={message.read ? undefined : 'site-message-unread-dot'}
              style={{ visibility: message.read ? 'hidden' : 'visible' }}
            />
            <Typography.Text strong={!message.read} ellipsis style={{ minWidth: 0 }}>
              {message.title}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>
            {formatMessageTime(message.createdAt)}
          </Typography.Text>
        </Flex>
        {!isExpanded && (
          <Typography.Text
            type="secondary"
            ellipsis
            style={{ display: 'block', paddingInlineStart: token.marginMD }}
          >
            {message.content}
          </Typography.Text>
        )}
      </button>
      {isExpanded && (
        <div style={{ paddingInlineStart: token.marginMD, marginTop: token.marginXS }}>
          {/* Plain text with its line breaks; never rendered as HTML. */}
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', marginBottom: token.marginXS }}
            data-testid="site-message-content"
          >
            {message.content}
          </Typography.Paragraph>
          {message.action && (
            <OperatorInviteActions siteMsgId={message.siteMsgId} action={message.action} />
          )}
          {message.missionId && (
            <Link to={paths.missionDetail(message.missionId)} data-testid="site-message-mission">
              查看活动 <RightOutlined />
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
