import { describe, expect, it } from 'vitest';
import { readAuditParams } from './audit-params';

describe('readAuditParams', () => {
  it('keeps real China days from the address', () => {
    const p = readAuditParams(new URLSearchParams('beginDate=2028-02-29&endDate=2028-03-01'));
    expect(p).toMatchObject({ beginDate: '2028-02-29', endDate: '2028-03-01' });
  });

  it('drops a hand-edited day that does not exist instead of sending it to be refused', () => {
    const p = readAuditParams(new URLSearchParams('beginDate=2026-13-40&endDate=2027-02-29'));
    expect(p.beginDate).toBeUndefined();
    expect(p.endDate).toBeUndefined();
  });
});
