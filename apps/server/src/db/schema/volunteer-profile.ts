import { bigint, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { districts } from './district';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What registration and "perfect information" record about a volunteer beyond the account:
 * the region chosen at sign-up, the guardian of a minor (14–18; mobile and ID encrypted like the
 * volunteer's own), and the later profile (codes of the labels in @zyz/domain volunteer-profile).
 */
export const volunteerProfiles = pgTable('volunteer_profiles', {
  volunteerId: bigint('volunteer_id', { mode: 'number' })
    .primaryKey()
    .references(() => volunteers.id, { onDelete: 'cascade' }),
  regionId: bigint('region_id', { mode: 'number' }).references(() => districts.id),
  guardianName: varchar('guardian_name', { length: 64 }),
  guardianMobileEnc: text('guardian_mobile_enc'),
  guardianIdCardEnc: text('guardian_id_card_enc'),
  agreementsAcceptedAt: ts('agreements_accepted_at').notNull(),
  politicalStatus: varchar('political_status', { length: 16 }),
  education: varchar('education', { length: 16 }),
  profession: varchar('profession', { length: 16 }),
  skills: text('skills').array(),
  serviceIntentions: text('service_intentions').array(),
  profileCompletedAt: ts('profile_completed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow().$defaultFn(clock.now),
});

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;
