import { describe, expect, it } from 'vitest';
import { idCardInvalidReason, idCardMessages, isValidIdCard, parseIdCard } from './id-card';

/**
 * Independent of the code under test: ISO 7064 MOD 11-2 from first principles. The
 * weight of position i is 2^(17-i) mod 11, and the check value c makes sum + c ≡ 1 (mod 11).
 */
function checkCharFor(first17: string): string {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * (2 ** (17 - i) % 11), 0);
  const check = (12 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function makeIdCard({ region = '440106', birth = '19900101', sequence = '123' } = {}): string {
  const first17 = `${region}${birth}${sequence}`;
  return first17 + checkCharFor(first17);
}

/** A moment at noon Beijing time, so the calendar day is the same in every host zone. */
const chinaDay = (date: string) => new Date(`${date}T12:00:00+08:00`);
const today = chinaDay('2024-06-15');

describe('isValidIdCard', () => {
  it('accepts the public sample numbers', () => {
    expect(isValidIdCard('11010519491231002X', today)).toBe(true);
    expect(isValidIdCard('440524188001010014', today)).toBe(true);
  });

  it('accepts 18-digit numbers whose check character was computed independently', () => {
    for (const sequence of ['001', '002', '123', '456', '789', '998']) {
      expect(isValidIdCard(makeIdCard({ sequence }), today)).toBe(true);
    }
  });

  it('accepts a lower-case x as the check character', () => {
    expect(isValidIdCard('11010519491231002x', today)).toBe(true);
  });

  it('accepts a 15-digit number with a real 19YY birth date', () => {
    expect(isValidIdCard('110105491231002', today)).toBe(true);
    expect(isValidIdCard('440106900101123', today)).toBe(true);
  });

  it('accepts every province prefix the spec lists', () => {
    const prefixes = [
      '11',
      '15',
      '21',
      '23',
      '31',
      '37',
      '41',
      '46',
      '50',
      '54',
      '61',
      '65',
      '71',
      '81',
      '82',
      '91',
    ];
    for (const prefix of prefixes) {
      expect(isValidIdCard(makeIdCard({ region: `${prefix}0101` }), today)).toBe(true);
    }
  });

  it('accepts a birth date of today and a 29 February in a leap year', () => {
    expect(isValidIdCard(makeIdCard({ birth: '20240615' }), today)).toBe(true);
    expect(isValidIdCard(makeIdCard({ birth: '20000229' }), today)).toBe(true);
  });

  it('rejects a number whose check character is wrong', () => {
    const valid = makeIdCard();
    const wrong = valid.slice(0, 17) + (valid.endsWith('0') ? '1' : '0');
    expect(isValidIdCard(wrong, today)).toBe(false);
    expect(isValidIdCard('110105194912310021', today)).toBe(false);
  });

  it('rejects an X anywhere but the last place of an 18-digit number, and any X in 15 digits', () => {
    expect(isValidIdCard('1101051949X231002X', today)).toBe(false);
    expect(isValidIdCard('11010549123100X', today)).toBe(false);
  });
});

describe('idCardInvalidReason', () => {
  it('answers null for a valid number', () => {
    expect(idCardInvalidReason(makeIdCard(), today)).toBeNull();
  });

  it('asks for a value when empty', () => {
    expect(idCardInvalidReason('', today)).toBe(idCardMessages.empty);
  });

  it('names the length when it is neither 15 nor 18', () => {
    for (const value of [
      '1',
      '11010519491231',
      '1101051949123100',
      '11010519491231002',
      '11010519491231002X1',
    ]) {
      expect(idCardInvalidReason(value, today)).toBe('身份证号码长度应为15或18位');
    }
  });

  it('names the format for letters or symbols in the digits', () => {
    expect(idCardInvalidReason('11010519491231002Y', today)).toBe(idCardMessages.format);
    expect(idCardInvalidReason('1101051949-231002X', today)).toBe(idCardMessages.format);
    expect(idCardInvalidReason(' 10105491231002', today)).toBe(idCardMessages.format);
  });

  it('names the region for a province prefix outside the list', () => {
    for (const prefix of [
      '00',
      '10',
      '16',
      '20',
      '24',
      '30',
      '38',
      '47',
      '55',
      '66',
      '70',
      '72',
      '80',
      '83',
      '90',
      '99',
    ]) {
      expect(idCardInvalidReason(makeIdCard({ region: `${prefix}0101` }), today)).toBe(
        '身份证号码地区码不正确',
      );
    }
    expect(idCardInvalidReason('990105491231002', today)).toBe(idCardMessages.region);
  });

  it('names the birth date when it is not a real calendar date, even with a correct check character', () => {
    for (const birth of [
      '19900230',
      '19900229',
      '19901332',
      '19900001',
      '19901301',
      '19900100',
      '19900431',
    ]) {
      expect(idCardInvalidReason(makeIdCard({ birth }), today)).toBe('身份证号码出生日期不正确');
    }
    expect(idCardInvalidReason(makeIdCard({ birth: '19000229' }), today)).toBe(
      idCardMessages.birthDate,
    );
    expect(idCardInvalidReason('440106900230123', today)).toBe(idCardMessages.birthDate);
  });

  it('names the birth date when it is after today', () => {
    expect(idCardInvalidReason(makeIdCard({ birth: '20240616' }), today)).toBe(
      idCardMessages.birthDate,
    );
    expect(idCardInvalidReason(makeIdCard({ birth: '20990101' }), today)).toBe(
      idCardMessages.birthDate,
    );
  });

  it('names the birth date for a year no living holder can have', () => {
    expect(idCardInvalidReason(makeIdCard({ birth: '01990101' }), today)).toBe(
      idCardMessages.birthDate,
    );
  });

  it('reads "today" as the Beijing calendar day, whatever the host zone', () => {
    const born = makeIdCard({ birth: '20240615' });
    // 23:30 UTC on the 14th is already 07:30 on the 15th in Beijing.
    expect(idCardInvalidReason(born, new Date('2024-06-14T23:30:00Z'))).toBeNull();
    expect(idCardInvalidReason(born, new Date('2024-06-14T15:30:00Z'))).toBe(
      idCardMessages.birthDate,
    );
  });

  it('names the check character last, once everything else is right', () => {
    expect(idCardInvalidReason('110105194912310021', today)).toBe('身份证号码校验位不正确');
  });
});

describe('parseIdCard', () => {
  it('reads gender, birthday and age from an 18-digit number', () => {
    expect(parseIdCard('11010519491231002X', today)).toEqual({
      gender: 'F',
      birthDay: '1949-12-31',
      age: 74,
    });
    expect(parseIdCard('440524188001010014', today)).toEqual({
      gender: 'M',
      birthDay: '1880-01-01',
      age: 144,
    });
  });

  it('takes gender from the 17th digit: odd is male, even is female', () => {
    expect(parseIdCard(makeIdCard({ sequence: '001' }), today)?.gender).toBe('M');
    expect(parseIdCard(makeIdCard({ sequence: '129' }), today)?.gender).toBe('M');
    expect(parseIdCard(makeIdCard({ sequence: '910' }), today)?.gender).toBe('F');
    expect(parseIdCard(makeIdCard({ sequence: '118' }), today)?.gender).toBe('F');
  });

  it('reads a 15-digit number as born in the 1900s, gender from the 15th digit', () => {
    expect(parseIdCard('110105491231002', today)).toEqual({
      gender: 'F',
      birthDay: '1949-12-31',
      age: 74,
    });
    expect(parseIdCard('440106900101123', today)).toEqual({
      gender: 'M',
      birthDay: '1990-01-01',
      age: 34,
    });
  });

  it('accepts a lower-case x', () => {
    expect(parseIdCard('11010519491231002x', today)?.birthDay).toBe('1949-12-31');
  });

  it('counts one year less the day before the birthday, and the full year on it', () => {
    const id = makeIdCard({ birth: '20060615' });
    expect(parseIdCard(id, chinaDay('2024-06-14'))?.age).toBe(17);
    expect(parseIdCard(id, chinaDay('2024-06-15'))?.age).toBe(18);
    expect(parseIdCard(id, chinaDay('2024-06-16'))?.age).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in common years', () => {
    const id = makeIdCard({ birth: '20000229' });
    expect(parseIdCard(id, chinaDay('2023-02-28'))?.age).toBe(22);
    expect(parseIdCard(id, chinaDay('2023-03-01'))?.age).toBe(23);
    expect(parseIdCard(id, chinaDay('2024-02-28'))?.age).toBe(23);
    expect(parseIdCard(id, chinaDay('2024-02-29'))?.age).toBe(24);
  });

  it('gives age 0 on the day of birth', () => {
    expect(parseIdCard(makeIdCard({ birth: '20240615' }), today)?.age).toBe(0);
  });

  it('answers null for an invalid number', () => {
    expect(parseIdCard('', today)).toBeNull();
    expect(parseIdCard('110105194912310021', today)).toBeNull();
    expect(parseIdCard(makeIdCard({ birth: '19900230' }), today)).toBeNull();
    expect(parseIdCard(makeIdCard({ birth: '20240616' }), today)).toBeNull();
  });
});
