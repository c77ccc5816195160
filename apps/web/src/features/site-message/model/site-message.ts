import type { SiteMsg, SiteMsgUnread } from '@zyz/domain';

export type SiteMessage = SiteMsg;
export type UnreadInfo = SiteMsgUnread;

/** The two tabs: '' all, '0' unread — the values the list call takes for `read`. */
export type ReadFilter = '' | '0';

export function parseReadFilter(raw: string | null): ReadFilter {
  return raw === '0' ? '0' : '';
}

/** Badge text: antd caps at 99+, and a zero count shows nothing. */
export function unreadBadgeCount(info: UnreadInfo | undefined): number {
  return info && Number.isFinite(info.unread) && info.unread > 0 ? Math.floor(info.unread) : 0;
}
