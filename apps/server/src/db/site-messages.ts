import type { Executor } from './client';
import { siteMessages } from './schema/index';

export interface SiteMessage {
  volunteerId: number;
  title: string;
  content: string;
  /** The mission it is about; the portal links the message to it. */
  missionId?: number | null;
}

/** Written in the caller's transaction, so a message exists exactly when its cause does. */
export async function sendSiteMessages(db: Executor, messages: SiteMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(siteMessages).values(messages);
}
