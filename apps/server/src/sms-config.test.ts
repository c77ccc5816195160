import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI-test',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '广东志愿者',
  SMS_TEMPLATE_VERIFY_CODE: 'SMS_100',
  SMS_TEMPLATE_ORG_SUBMITTED: 'SMS_101',
  SMS_TEMPLATE_ORG_APPROVED: 'SMS_102',
  SMS_TEMPLATE_ORG_REJECTED: 'SMS_103',
  SMS_TEMPLATE_MOBILE_CHANGED: 'SMS_104',
  SMS_TEMPLATE_MOBILE_UNBOUND: 'SMS_105',
};
const prod = { NODE_ENV: 'production', DATA_KEY: 'k'.repeat(32) };

describe('the SMS gateway settings', () => {
  it('leaves SMS in the development outbox when SMS_PROVIDER is not set', () => {
    expect(loadConfig({}).sms).toBeNull();
    // Half a configuration without the provider changes nothing either.
    expect(loadConfig({ SMS_SIGN_NAME: '广东志愿者', SMS_PROVIDER: '' }).sms).toBeNull();
  });

  it('reads the Aliyun gateway with its template per kind of message', () => {
    expect(loadConfig(aliyun).sms).toEqual({
      provider: 'aliyun',
      accessKeyId: 'LTAI-test',
      accessKeySecret: 'secret',
      signName: '广东志愿者',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
      templates: {
        verifyCode: 'SMS_100',
        orgSubmitted: 'SMS_101',
        orgApproved: 'SMS_102',
        orgRejected: 'SMS_103',
        mobileChanged: 'SMS_104',
        mobileUnbound: 'SMS_105',
      },
      timeoutMs: 3000,
      attempts: 3,
    });
    const tuned = loadConfig({
      ...aliyun,
      SMS_ENDPOINT: 'http://127.0.0.1:9000/',
      SMS_TIMEOUT_MS: '800',
      SMS_ATTEMPTS: '2',
    }).sms;
    expect(tuned).toMatchObject({
      endpoint: 'http://127.0.0.1:9000/',
      timeoutMs: 800,
      attempts: 2,
    });
  });

  it('refuses to start with a provider but a missing setting, naming each one', () => {
    const {
      SMS_ACCESS_KEY_SECRET: _secret,
      SMS_TEMPLATE_ORG_REJECTED: _rejected,
      ...partial
    } = aliyun;
    let message = '';
    try {
      loadConfig(partial);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      '设置 SMS_PROVIDER 时必须设置 SMS_ACCESS_KEY_SECRET（AccessKey Secret） (SMS_ACCESS_KEY_SECRET is required with SMS_PROVIDER)',
      '设置 SMS_PROVIDER 时必须设置 SMS_TEMPLATE_ORG_REJECTED（短信模板编号） (SMS_TEMPLATE_ORG_REJECTED is required with SMS_PROVIDER)',
    ]);
  });

  it('refuses an unknown provider, a bad endpoint or bound, and plain HTTP in production', () => {
    expect(() => loadConfig({ ...aliyun, SMS_PROVIDER: 'tencent' })).toThrow(
      /SMS_PROVIDER 目前只支持 aliyun.*must be aliyun/,
    );
    expect(() => loadConfig({ ...aliyun, SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' })).toThrow(
      /SMS_ENDPOINT 须为 http:\/\/ 或 https:\/\/ 网址/,
    );
    expect(() => loadConfig({ ...aliyun, SMS_ATTEMPTS: '9' })).toThrow(
      'SMS_ATTEMPTS 须为 1 到 5 的整数 (SMS_ATTEMPTS must be 1..5)',
    );
    expect(() => loadConfig({ ...prod, ...aliyun, SMS_ENDPOINT: 'http://sms.internal/' })).toThrow(
      /生产环境的 SMS_ENDPOINT 必须使用 https:\/\//,
    );
    expect(loadConfig({ ...prod, ...aliyun }).sms?.endpoint).toBe('https://dysmsapi.aliyuncs.com/');
  });
});
