import { describe, expect, it } from 'vitest';
import { describeDonation, donationSaveInputSchema, formatFen, parseYuanToFen } from './donation';

describe('donation amounts', () => {
  it('reads yuan as people type them into fen', () => {
    expect(parseYuanToFen('200')).toBe(20000);
    expect(parseYuanToFen('99.5')).toBe(9950);
    expect(parseYuanToFen('1,000.05')).toBe(100005);
    expect(parseYuanToFen(' 8 ')).toBe(800);
  });

  it('refuses zero, negatives, three decimals and words', () => {
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '', '1e3']) {
      expect(parseYuanToFen(bad)).toBeNull();
    }
  });

  it('formats fen with thousands and two decimals', () => {
    expect(formatFen(100050)).toBe('1,000.50');
    expect(formatFen(5)).toBe('0.05');
  });

  it('describes money and goods as the certificate prints them', () => {
    const base = { goodsName: null, goodsQuantity: null };
    expect(describeDonation({ kind: 'money', amountFen: 88800, ...base })).toBe('人民币 888.00 元');
    expect(
      describeDonation({
        kind: 'goods',
        amountFen: null,
        goodsName: '大米',
        goodsQuantity: '20袋',
      }),
    ).toBe('大米 20袋');
    expect(
      describeDonation({ kind: 'goods', amountFen: 50000, goodsName: '棉被', goodsQuantity: null }),
    ).toBe('棉被（折合人民币 500.00 元）');
  });
});

describe('donationSaveInputSchema', () => {
  const valid = {
    volunteerNo: 'gd1000001',
    donorName: '张三',
    kind: 'money',
    amount: '100',
    donatedOn: '2026-03-08',
    purpose: '助学',
  };

  it('normalises the volunteer number and the amount', () => {
    const parsed = donationSaveInputSchema.parse(valid);
    expect(parsed.volunteerNo).toBe('GD1000001');
    expect(parsed.amount).toBe(10000);
  });

  it('names the missing field in Chinese', () => {
    const noAmount = donationSaveInputSchema.safeParse({ ...valid, amount: '' });
    expect(noAmount.error?.issues[0]?.message).toBe('请填写捐赠金额');
    const noGoods = donationSaveInputSchema.safeParse({ ...valid, kind: 'goods', amount: '' });
    expect(noGoods.error?.issues[0]?.message).toBe('请填写物资名称');
    const badDate = donationSaveInputSchema.safeParse({ ...valid, donatedOn: '2026-02-30' });
    expect(badDate.error?.issues[0]?.message).toContain('捐赠日期格式不正确');
  });
});
