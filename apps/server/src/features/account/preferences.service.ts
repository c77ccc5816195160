import type { CareModeInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findVolunteerById } from '../volunteer';
import { unauthorized, type Caller } from '../../kernel';
import { updateVolunteer } from './profile.repository';

/** The volunteer's display preferences. */
export function createPreferencesService(deps: Deps) {
  const { db } = deps;
  return {
    /**
     * Kept during the logoff cooling-off period too: it changes nothing about the account, and a
     * person reading the page about their logoff may need the large text most.
     */
    async setCareMode(caller: Caller, input: CareModeInput): Promise<CareModeInput> {
      const row = await findVolunteerById(db, caller.subjectId);
      if (!row || row.logoffState === 'anonymised') throw unauthorized();
      await updateVolunteer(db, row.id, { careMode: input.careMode });
      return { careMode: input.careMode };
    },
  };
}
