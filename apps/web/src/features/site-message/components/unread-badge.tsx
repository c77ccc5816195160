import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { useUnreadCount } from '../api/unread-info';

/**
 * The unread site-message count, around a header icon or beside a menu entry. The wrapper
 * always carries the count (data-count) so a test can see it reach zero.
 */
export function UnreadBadge({
  children,
  testId,
  dot = false,
}: {
  children?: ReactNode;
  testId: string;
  /** A dot where a number would crowd the space (the phone header). */
  dot?: boolean;
}) {
  const unread = useUnreadCount();
  return (
    <span data-testid={testId} data-count={unread} style={{ display: 'inline-flex' }}>
      <Badge
        count={unread}
        dot={dot}
        size="small"
        overflowCount={99}
        title={unread > 0 ? `${unread}条未读消息` : undefined}
      >
        {children}
      </Badge>
    </span>
  );
}
