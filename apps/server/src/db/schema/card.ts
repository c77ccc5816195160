import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './district';
import { missionApplications, missionTimes, missions } from './mission';
import { volunteers } from './volunteer';
import { clock } from '../../kernel/clock';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The check code behind a volunteer card's QR code, made on first view. Random, not the
 * volunteer number, so a stranger cannot walk the numbers and read cards; renewing it (a lost
 * card) makes old prints read as invalid.
 */
export const volunteerCards = pgTable(
  'volunteer_cards',
  {
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .primaryKey()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    checkCode: varchar('check_code', { length: 32 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [uniqueIndex('volunteer_cards_check_code_uq').on(t.checkCode)],
);

/**
 * One-time codes a volunteer hands to a third party (a school, an employer) so it may read the
 * volunteer's verified hours once. Only the SHA-256 of the code is kept.
 */
export const thirdPartyGrants = pgTable(
  'third_party_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    grantee: varchar('grantee', { length: 100 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('third_party_grants_code_hash_uq').on(t.codeHash),
    index('third_party_grants_volunteer_idx').on(t.volunteerId, t.id),
  ],
);

export const donationCertificateNoSeq = pgSequence('donation_certificate_no_seq', {
  startWith: 1,
});

/**
 * Donations recorded by an organisation for a registered volunteer. Money in fen; goods as a
 * description and quantity. The certificate fields are filled once, when the donor first asks
 * for the certificate, and then frozen: `content_hash` covers what the PDF prints.
 */
export const donations = pgTable(
  'donations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    districtId: bigint('district_id', { mode: 'number' })
      .notNull()
      .references(() => districts.id),
    districtPath: text('district_path').notNull(),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id),
    /** 'money' | 'goods' */
    kind: varchar('kind', { length: 8 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    goodsName: varchar('goods_name', { length: 100 }),
    goodsQuantity: varchar('goods_quantity', { length: 50 }),
    donatedOn: date('donated_on', { mode: 'string' }).notNull(),
    purpose: varchar('purpose', { length: 200 }).notNull(),
    /** 'valid' | 'void' — an entry made in error is voided, never deleted. */
    state: varchar('state', { length: 8 }).notNull().default('valid'),
    voidReason: varchar('void_reason', { length: 200 }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
    certNumber: varchar('cert_number', { length: 32 }),
    certVerifyCode: varchar('cert_verify_code', { length: 32 }),
    certDonorName: varchar('cert_donor_name', { length: 64 }),
    certIdCardMasked: varchar('cert_id_card_masked', { length: 32 }),
    certOrgName: varchar('cert_org_name', { length: 100 }),
    certIssuer: varchar('cert_issuer', { length: 100 }),
    certContentHash: varchar('cert_content_hash', { length: 64 }),
    certIssuedAt: ts('cert_issued_at'),
  },
  (t) => [
    index('donations_volunteer_idx').on(t.volunteerId, t.id),
    index('donations_path_idx').on(t.districtPath.op('text_pattern_ops'), t.id),
    uniqueIndex('donations_cert_verify_code_uq')
      .on(t.certVerifyCode)
      .where(sql`${t.certVerifyCode} is not null`),
    uniqueIndex('donations_cert_number_uq')
      .on(t.certNumber)
      .where(sql`${t.certNumber} is not null`),
    check(
      'donations_kind_fields',
      sql`(${t.kind} = 'money' and ${t.amountFen} > 0) or (${t.kind} = 'goods' and ${t.goodsName} is not null)`,
    ),
  ],
);

/**
 * Ratings after a shift, both ways, one per application and direction: 'mission' is the
 * volunteer rating the mission, 'volunteer' the organiser rating the volunteer.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => missionApplications.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 16 }).notNull(),
    missionId: bigint('mission_id', { mode: 'number' })
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    timeId: bigint('time_id', { mode: 'number' })
      .notNull()
      .references(() => missionTimes.id, { onDelete: 'cascade' }),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    /** The organiser account that wrote a 'volunteer' evaluation. */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow().$defaultFn(clock.now),
  },
  (t) => [
    uniqueIndex('evaluations_application_direction_uq').on(t.applicationId, t.direction),
    index('evaluations_volunteer_idx').on(t.volunteerId, t.direction, t.id),
    // The mission's average rating reads only this index.
    index('evaluations_mission_idx').on(t.missionId, t.direction, t.rating),
    check('evaluations_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type DonationRow = typeof donations.$inferSelect;
export type EvaluationRow = typeof evaluations.$inferSelect;
