import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv(['活动', '时长'], [['社区探访', 120]])).toBe(
      '\uFEFF活动,时长\r\n社区探访,120\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and leaves empty cells empty', () => {
    expect(toCsv(['a', 'b', 'c'], [['1,2', '说"好"', '第一行\n第二行']])).toBe(
      '\uFEFFa,b,c\r\n"1,2","说""好""","第一行\n第二行"\r\n',
    );
    expect(toCsv(['a', 'b'], [[null, '']])).toBe('\uFEFFa,b\r\n,\r\n');
  });

  it('opens text that looks like a formula as text', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-1'], ['@SUM(A1)']])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-1\r\n\'@SUM(A1)\r\n',
    );
  });
});
