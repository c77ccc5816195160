import type { SiteMsgAction } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findActionsOfMessages } from './operator-invite.repository';
import { clock } from '../../kernel';

/** The action link, relative to the API prefix; the token alone identifies the invitation. */
export const actionLinkOf = (token: string) => `/volunteer/sitemsgbiz/link/${token}`;

/**
 * The decisions these messages of the volunteer ask for, keyed by message id, for the message
 * list. The link is shown only while the invitation is open.
 */
export async function findMessageActions(
  deps: Pick<Deps, 'db' | 'cipher'>,
  volunteerId: number,
  ids: number[],
): Promise<Map<number, SiteMsgAction>> {
  const rows = await findActionsOfMessages(deps.db, volunteerId, ids);
  const now = clock.nowMs();
  return new Map(
    rows.map((r) => {
      const expired = r.state === 'pending' && r.expiresAt.getTime() <= now;
      const state = expired ? 'expired' : (r.state as SiteMsgAction['state']);
      const action: SiteMsgAction = {
        kind: 'operatorInvite',
        state,
        orgName: r.orgName,
        link: state === 'pending' ? actionLinkOf(deps.cipher.decrypt(r.tokenEnc)) : null,
        expiresAt: r.expiresAt.toISOString(),
      };
      return [r.siteMessageId, action];
    }),
  );
}
