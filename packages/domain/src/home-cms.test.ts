import { describe, expect, it } from 'vitest';
import { bannerLinkSchema, saveBannerInputSchema, saveSiteSettingsInputSchema } from './home-cms';

describe('bannerLinkSchema', () => {
  it('takes a site path, an http(s) address or nothing', () => {
    for (const ok of ['', '/mission', '/mission/detail-12?from=banner', 'https://www.gdzyz.cn/a'])
      expect(bannerLinkSchema.safeParse(ok).success, ok).toBe(true);
  });

  it('refuses scripts, protocol-relative and other schemes', () => {
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'mission',
      'ftp://x/y',
    ])
      expect(bannerLinkSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('saveBannerInputSchema', () => {
  const base = { title: '主题活动', image: '/uploads/ab/x.png', startAt: '2026-12-01 09:00' };

  it('reads China wall-clock times and defaults the rest', () => {
    const v = saveBannerInputSchema.parse(base);
    expect(v.startAt.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(v).toMatchObject({ position: 1, link: '', sortOrder: 0, enabled: true });
  });

  it('wants the end after the start', () => {
    const r = saveBannerInputSchema.safeParse({ ...base, endAt: '2026-12-01 08:00' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('下线时间须晚于上线时间');
  });
});

describe('saveSiteSettingsInputSchema', () => {
  it('lets a field be blank (inherit) but not malformed', () => {
    expect(saveSiteSettingsInputSchema.parse({ mailbox: ' ' }).mailbox).toBe('');
    expect(saveSiteSettingsInputSchema.safeParse({ mailbox: 'x@' }).success).toBe(false);
  });
});
