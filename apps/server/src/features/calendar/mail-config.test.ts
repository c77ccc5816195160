import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('mail settings', () => {
  it('leave mail off without SMTP_URL', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, mailFrom: null });
  });

  it('take SMTP_URL together with MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://robot:secret@smtp.example.com:465',
      MAIL_FROM: '志愿服务平台 <noreply@example.com>',
    });
    expect(config.smtpUrl).toBe('smtps://robot:secret@smtp.example.com:465');
    expect(config.mailFrom).toBe('志愿服务平台 <noreply@example.com>');
  });

  it('refuse to start with a sender missing or a URL that is not SMTP', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.com' })).toThrow(
      '设置 SMTP_URL 时必须同时设置 MAIL_FROM（发件人地址）',
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@example.com' }),
    ).toThrow('SMTP_URL 须以 smtp:// 或 smtps:// 开头');
  });
});
