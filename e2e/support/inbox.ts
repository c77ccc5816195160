import { readFile } from 'node:fs/promises';
import { devInboxFile } from './browser';

// What a person's phone or mailbox received. The console's outbox shows recipients masked and
// codes blanked, so journeys read the development inbox the server writes beside it
// (DEV_INBOX_FILE, support/server.ts): the whole text, as the recipient reads it.

interface Delivered {
  at: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
}

async function deliveredTo(to: string): Promise<Delivered | null> {
  const lines = (await readFile(devInboxFile(), 'utf8').catch(() => '')).split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!lines[i]) continue;
    const msg = JSON.parse(lines[i]!) as Delivered;
    if (msg.to === to) return msg;
  }
  return null;
}

/**
 * The newest message to `to` (a mobile or an address) whose text passes `accept`, waiting a
 * few seconds for it: the server writes it just after answering.
 */
export async function messageTo(
  to: string,
  accept: (text: string) => boolean = () => true,
): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const msg = await deliveredTo(to);
    if (msg && accept(msg.text)) return msg.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message reached ${to}`);
}

/** The six-digit code in the newest message to `to`. */
export async function codeSentTo(to: string): Promise<string> {
  const text = await messageTo(to, (t) => /验证码：\d{6}/.test(t));
  return /验证码：(\d{6})/.exec(text)![1]!;
}
