import { describeDonation, type Donation, type DonationManageRow } from '@zyz/domain';
import type { DonationRow } from '../../db/schema/index';
import { hashFrozenFields } from '../certificate';
import type { DonationWithNames } from './donation.repository';

export const describe = (d: DonationRow) =>
  describeDonation({
    kind: d.kind as Donation['kind'],
    amountFen: d.amountFen,
    goodsName: d.goodsName,
    goodsQuantity: d.goodsQuantity,
  });

export function toDonation({ donation: d, organisation }: DonationWithNames): Donation {
  return {
    donationId: String(d.id),
    kind: d.kind as Donation['kind'],
    amountFen: d.amountFen,
    goodsName: d.goodsName,
    goodsQuantity: d.goodsQuantity,
    description: describe(d),
    donatedOn: d.donatedOn,
    purpose: d.purpose,
    organisation,
    state: d.state as Donation['state'],
    voidReason: d.voidReason,
    createdAt: d.createdAt.toISOString(),
    certNumber: d.certNumber,
    certVerifyCode: d.certVerifyCode,
    certIssuedAt: d.certIssuedAt?.toISOString() ?? null,
  };
}

export function toManageRow(row: DonationWithNames): DonationManageRow {
  return { ...toDonation(row), donorName: row.donorName, volunteerNo: row.volunteerNo };
}

/** The hash of what the certificate prints; verification recomputes it from the row. */
export function hashDonationCertificate(d: DonationRow): string {
  return hashFrozenFields([
    d.certNumber,
    d.certVerifyCode,
    d.certDonorName,
    d.certIdCardMasked,
    describe(d),
    d.donatedOn,
    d.purpose,
    d.certOrgName,
    d.certIssuer,
    d.certIssuedAt?.toISOString() ?? null,
  ]);
}
