import { describe, expect, it } from 'vitest';
import { SubjectTexts } from './subject-texts';

describe('subject texts', () => {
  it('finds a keyword exactly where String.prototype.includes does', () => {
    const texts = new SubjectTexts();
    const subjects = [
      '社区敬老志愿服务',
      '海滩清洁',
      '',
      '敬老院',
      'abc社区',
      '社',
      '区社区',
      '😀社区',
    ];
    texts.grow(subjects.length);
    subjects.forEach((s, slot) => texts.set(slot, s));
    for (const keyword of [
      '社区',
      '敬老',
      '社',
      '区',
      '清洁x',
      '',
      'abc',
      '😀',
      '老院',
      '社区敬老志愿服务！',
    ])
      subjects.forEach((s, slot) =>
        expect(texts.includes(slot, keyword)).toBe(s.includes(keyword)),
      );
    subjects.forEach((s, slot) => {
      expect(texts.equals(slot, s)).toBe(true);
      expect(texts.equals(slot, `${s}。`)).toBe(false);
    });
  });

  it('keeps every slot its own subject across growth, changes and compaction', () => {
    const texts = new SubjectTexts();
    const expected: string[] = [];
    const n = 3_000;
    texts.grow(n);
    for (let slot = 0; slot < n; slot++) texts.set(slot, (expected[slot] = `活动${slot}号`));
    // Each subject rewritten many times: the array is compacted rather than grown for ever.
    for (let round = 0; round < 20; round++)
      for (let slot = round % 7; slot < n; slot += 7)
        texts.set(slot, (expected[slot] = `改名${round}·${slot}`));
    const copy = new SubjectTexts();
    copy.grow(n);
    for (let slot = 0; slot < n; slot++) copy.copy(n - 1 - slot, texts, slot);
    for (let slot = 0; slot < n; slot++) {
      expect(texts.equals(slot, expected[slot]!)).toBe(true);
      expect(copy.equals(n - 1 - slot, expected[slot]!)).toBe(true);
      expect(texts.includes(slot, `·${slot}`)).toBe(expected[slot]!.includes(`·${slot}`));
    }
  });
});
