import {
  BizCode,
  certificateIssuerFallback,
  formatCertificateNumber,
  isWellFormedVerifyCode,
  maskIdCard,
  maskName,
  type Certificate,
  type CertificateIssueInput,
  type CertificateVerify,
} from '@zyz/domain';
import { chinaDateString } from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import { TtlCache } from '../../lib/ttl-cache';
import * as repo from './certificate.repository';
import { chinaRangeInstants, hashCertificateContent, newVerifyCode } from './certificate-snapshot';
import { clock, type Caller } from '../../kernel';

/** The portal page a certificate's QR code opens. */
export const verifyPagePath = (code: string) => `/zs?code=${code}`;

const notFound = () => new BizError(BizCode.NotFound, '时长证明不存在');

const notGenuine: CertificateVerify = {
  genuine: false,
  number: null,
  name: null,
  beginDate: null,
  endDate: null,
  totalMinutes: null,
  issuedAt: null,
  issuer: null,
};

function toCertificate(row: repo.CertificateSummary): Certificate {
  return {
    certificateId: String(row.id),
    number: row.number,
    beginDate: row.beginDate,
    endDate: row.endDate,
    totalMinutes: row.totalMinutes,
    missionCount: row.missionCount,
    issuer: row.issuer,
    issuedAt: row.issuedAt.toISOString(),
    verifyCode: row.verifyCode,
  };
}

export function createCertificateService({ db, cipher, pdf, metrics }: Deps) {
  // Drawing a PDF takes the CPU for a few hundred milliseconds (on a worker thread), and a
  // certificate never changes: repeated downloads (a double tap, a retry) are answered from memory.
  const pdfs = new TtlCache<Uint8Array>(10 * 60_000, 100);
  metrics.trackCache('certificate-pdf', pdfs);

  // One statement reads what a certificate is made of and one writes it: a new range is two
  // round trips after the look-up of the range, whatever the volunteer's history.
  async function issueNew(volunteerId: number, input: CertificateIssueInput) {
    const { from, to } = chinaRangeInstants(input.beginDate, input.endDate);
    const sources = await repo.findIssueSources(db, volunteerId, from, to);
    if (!sources) throw new BizError(BizCode.NotFound, '志愿者不存在');
    if (sources.sequence === null) {
      throw new BizError(
        BizCode.Conflict,
        '所选时间段内没有已公示完毕的志愿服务时长，暂不能开具证明',
      );
    }
    const issuedAt = clock.now();
    const content = {
      number: formatCertificateNumber(
        Number(chinaDateString(issuedAt).slice(0, 4)),
        Number(sources.sequence),
      ),
      verifyCode: newVerifyCode(),
      volunteerName: sources.name,
      idCardMasked: sources.idCardEnc ? maskIdCard(cipher.decrypt(sources.idCardEnc)) : '未登记',
      beginDate: input.beginDate,
      endDate: input.endDate,
      totalMinutes: sources.totalMinutes,
      rows: sources.rows,
      issuer: sources.issuer ?? certificateIssuerFallback,
      issuedAt,
    };
    const inserted = await repo.insertCertificate(db, {
      ...content,
      volunteerId,
      contentHash: hashCertificateContent(content),
    });
    // null: a second request for the same range inserted first; both answer its certificate.
    return inserted ?? (await repo.findByRange(db, volunteerId, input.beginDate, input.endDate));
  }

  return {
    /** The certificate of this range: the one already issued, or a new frozen snapshot. */
    async issue(caller: Caller, input: CertificateIssueInput): Promise<Certificate> {
      if (input.endDate > chinaDateString(clock.now())) {
        throw new BizError(BizCode.InvalidInput, '结束日期不能晚于今天');
      }
      const existing = await repo.findByRange(db, caller.subjectId, input.beginDate, input.endDate);
      const row = existing ?? (await issueNew(caller.subjectId, input));
      if (!row) throw new BizError(BizCode.Conflict, '证明开具冲突，请重试');
      return toCertificate(row);
    },

    async list(caller: Caller, page: { pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.findPageOfVolunteer(db, caller.subjectId, page);
      return { list: list.map(toCertificate), total };
    },

    /** The PDF of one's own certificate; someone else's reads as not found. */
    async download(caller: Caller, certificateId: number, origin: string) {
      const row = await repo.findOwnedById(db, caller.subjectId, certificateId);
      if (!row) throw notFound();
      const verifyUrl = `${origin}${verifyPagePath(row.verifyCode)}`;
      const bytes = await pdfs.getOrLoad(`${row.id}|${verifyUrl}`, () =>
        pdf.render({
          number: row.number,
          name: row.volunteerName,
          idCardMasked: row.idCardMasked,
          beginDate: row.beginDate,
          endDate: row.endDate,
          totalMinutes: row.totalMinutes,
          rows: row.rows,
          issuer: row.issuer,
          issuedDate: chinaDateString(row.issuedAt),
          issuedAt: row.issuedAt,
          verifyCode: row.verifyCode,
          verifyUrl,
        }),
      );
      return { bytes, fileName: `志愿服务时长证明-${row.number}.pdf` };
    },

    /** Public: genuine only when the code is known and the stored snapshot still matches its hash. */
    async verify(rawCode: string): Promise<CertificateVerify> {
      const code = rawCode.trim().toUpperCase();
      if (!isWellFormedVerifyCode(code)) return notGenuine;
      const row = await repo.findByVerifyCode(db, code);
      if (!row || hashCertificateContent(row) !== row.contentHash) return notGenuine;
      return {
        genuine: true,
        number: row.number,
        name: maskName(row.volunteerName),
        beginDate: row.beginDate,
        endDate: row.endDate,
        totalMinutes: row.totalMinutes,
        issuedAt: row.issuedAt.toISOString(),
        issuer: row.issuer,
      };
    },
  };
}
