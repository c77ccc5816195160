import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { TokenKind } from '@zyz/domain';
import type { Executor } from '../../db/client';
import {
  certificates,
  districts,
  donations,
  missions,
  orgJoins,
  sessions,
  siteMessages,
} from '../../db/schema/index';

// What the volunteer holds beside their service: certificates, join requests, messages and
// sign-ins, every row by their own id. Verification codes and token hashes are never selected.

export async function findAllCertificates(db: Executor, volunteerId: number) {
  return db
    .select({
      number: certificates.number,
      beginDate: certificates.beginDate,
      endDate: certificates.endDate,
      totalMinutes: certificates.totalMinutes,
      issuer: certificates.issuer,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.volunteerId, volunteerId))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
}

/** Donation certificates already issued (the certificate fields are filled at first issue). */
export async function findIssuedDonationCertificates(db: Executor, volunteerId: number) {
  return db
    .select({
      number: donations.certNumber,
      kind: donations.kind,
      amountFen: donations.amountFen,
      goodsName: donations.goodsName,
      goodsQuantity: donations.goodsQuantity,
      donatedOn: donations.donatedOn,
      orgName: donations.certOrgName,
      issuer: donations.certIssuer,
      issuedAt: donations.certIssuedAt,
    })
    .from(donations)
    .where(and(eq(donations.volunteerId, volunteerId), isNotNull(donations.certNumber)))
    .orderBy(asc(donations.certIssuedAt), asc(donations.id));
}

/** Every request to join an organisation and its fate, oldest first. */
export async function findAllJoins(db: Executor, volunteerId: number) {
  return db
    .select({
      orgName: districts.name,
      state: orgJoins.state,
      reason: orgJoins.reason,
      appliedAt: orgJoins.appliedAt,
      decidedAt: orgJoins.decidedAt,
    })
    .from(orgJoins)
    .innerJoin(districts, eq(districts.id, orgJoins.districtId))
    .where(eq(orgJoins.volunteerId, volunteerId))
    .orderBy(asc(orgJoins.appliedAt), asc(orgJoins.id));
}

export async function findAllMessages(db: Executor, volunteerId: number) {
  return db
    .select({
      title: siteMessages.title,
      content: siteMessages.content,
      subject: missions.subject,
      createdAt: siteMessages.createdAt,
      readAt: siteMessages.readAt,
    })
    .from(siteMessages)
    .leftJoin(missions, eq(missions.id, siteMessages.missionId))
    .where(eq(siteMessages.volunteerId, volunteerId))
    .orderBy(asc(siteMessages.createdAt), asc(siteMessages.id));
}

/** Sign-ins still on record (housekeeping deletes long-dead sessions), without their tokens. */
export async function findAllSessions(db: Executor, volunteerId: number) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.kind, TokenKind.Volunteer), eq(sessions.subjectId, volunteerId)))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}
