import {
  BizCode,
  certificateIssuerFallback,
  donationVerifyPagePath,
  formatDonationCertificateNumber,
  isWellFormedVerifyCode,
  maskIdCard,
  maskName,
  type Donation,
  type DonationVerify,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import { newVerifyCode } from '../certificate';
import { chinaDateString } from '@zyz/domain';
import { findRootDistrictName, findVolunteerIdentity } from '../certificate';
import * as repo from './donation.repository';
import { describe, hashDonationCertificate, toDonation } from './donation-dto';
import { clock, type Caller } from '../../kernel';

const notFound = () => new BizError(BizCode.NotFound, '捐赠记录不存在');

const notGenuine: DonationVerify = {
  genuine: false,
  isVoid: false,
  number: null,
  donorName: null,
  description: null,
  donatedOn: null,
  purpose: null,
  organisation: null,
  issuer: null,
  issuedAt: null,
};

/** The volunteer's own donations and their certificates; public verification by code. */
export function createDonationService({ db, cipher, pdf, metrics }: Deps) {
  const pdfs = new TtlCache<Uint8Array>(10 * 60_000, 100);
  metrics.trackCache('donation-pdf', pdfs);

  /** One's own donation; someone else's reads as not found. */
  async function loadOwn(caller: Caller, donationId: number) {
    const row = await repo.findById(db, donationId);
    if (!row || row.donation.volunteerId !== caller.subjectId) throw notFound();
    return row;
  }

  async function issue(caller: Caller, donationId: number) {
    const row = await loadOwn(caller, donationId);
    if (row.donation.certNumber) return row;
    if (row.donation.state !== 'valid') {
      throw new BizError(BizCode.Conflict, '该捐赠记录已作废，不能开具证书');
    }
    const identity = await findVolunteerIdentity(db, caller.subjectId);
    if (!identity) throw notFound();
    const issuedAt = clock.now();
    const cert = {
      certNumber: formatDonationCertificateNumber(
        Number(chinaDateString(issuedAt).slice(0, 4)),
        await repo.nextCertificateSequence(db),
      ),
      certVerifyCode: newVerifyCode(),
      certDonorName: identity.name,
      certIdCardMasked: identity.idCardEnc
        ? maskIdCard(cipher.decrypt(identity.idCardEnc))
        : '未登记',
      certOrgName: row.organisation,
      certIssuer: (await findRootDistrictName(db)) ?? certificateIssuerFallback,
      certIssuedAt: issuedAt,
    };
    const certContentHash = hashDonationCertificate({ ...row.donation, ...cert });
    // false: a second request issued first, or the entry was voided meanwhile; re-read decides.
    await repo.setCertificate(db, row.donation.id, { ...cert, certContentHash });
    const fresh = (await repo.findById(db, row.donation.id))!;
    if (!fresh.donation.certNumber) {
      throw new BizError(BizCode.Conflict, '该捐赠记录已作废，不能开具证书');
    }
    return fresh;
  }

  return {
    async list(caller: Caller, page: { pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.findPageOfVolunteer(db, caller.subjectId, page);
      return { list: list.map(toDonation), total };
    },

    /** The certificate of this donation: the one already issued, or a new frozen snapshot. */
    async issue(caller: Caller, donationId: number): Promise<Donation> {
      return toDonation(await issue(caller, donationId));
    },

    async download(caller: Caller, donationId: number, origin: string) {
      const { donation: d } = await issue(caller, donationId);
      const verifyUrl = `${origin}${donationVerifyPagePath(d.certVerifyCode!)}`;
      const bytes = await pdfs.getOrLoad(`${d.id}|${verifyUrl}`, () =>
        pdf.renderDonation({
          number: d.certNumber!,
          donorName: d.certDonorName!,
          idCardMasked: d.certIdCardMasked!,
          description: describe(d),
          donatedOn: d.donatedOn,
          purpose: d.purpose,
          organisation: d.certOrgName!,
          issuer: d.certIssuer!,
          issuedAt: d.certIssuedAt!,
          issuedDate: chinaDateString(d.certIssuedAt!),
          verifyCode: d.certVerifyCode!,
          verifyUrl,
        }),
      );
      return { bytes, fileName: `捐赠证书-${d.certNumber}.pdf` };
    },

    /** Public: genuine when the code is known and the frozen fields still match their hash. */
    async verify(rawCode: string): Promise<DonationVerify> {
      const code = rawCode.trim().toUpperCase();
      if (!isWellFormedVerifyCode(code)) return notGenuine;
      const row = await repo.findByVerifyCode(db, code);
      const d = row?.donation;
      if (!d || hashDonationCertificate(d) !== d.certContentHash) return notGenuine;
      return {
        genuine: true,
        isVoid: d.state !== 'valid',
        number: d.certNumber,
        donorName: maskName(d.certDonorName),
        description: describe(d),
        donatedOn: d.donatedOn,
        purpose: d.purpose,
        organisation: d.certOrgName,
        issuer: d.certIssuer,
        issuedAt: d.certIssuedAt?.toISOString() ?? null,
      };
    },
  };
}
