import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAliyunSms, signAliyunRpc } from './aliyun-sms';
import { fakeSmsConfig, startFakeAliyunSms, type FakeAliyunSms } from './fake-aliyun-sms.test-kit';

let fake: FakeAliyunSms;
beforeAll(async () => {
  fake = await startFakeAliyunSms();
});
afterAll(() => fake.close());

const request = {
  phone: '13800138000',
  templateCode: 'SMS_VERIFY',
  templateParam: { code: '031415' },
};

describe('the Aliyun SendSms adapter', () => {
  it('signs as the provider documents (its GET example, AccessKey secret "testSecret")', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signAliyunRpc('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends the template, its variables and the sign name, and answers the provider’s id', async () => {
    const answer = await sendAliyunSms(fakeSmsConfig(fake), request);
    expect(answer).toEqual({ outcome: 'accepted', messageId: expect.stringMatching(/^biz-/) });
    expect(fake.received.at(-1)).toEqual({
      phone: '13800138000',
      signName: '广东志愿者',
      templateCode: 'SMS_VERIFY',
      templateParam: { code: '031415' },
      signatureValid: true,
    });
  });

  it('shortens a variable past the provider’s 35 characters and omits an empty set', async () => {
    const reason = '材料不全'.repeat(12);
    await sendAliyunSms(fakeSmsConfig(fake), { ...request, templateParam: { reason } });
    const sent = fake.received.at(-1)!.templateParam!.reason!;
    expect([...sent]).toHaveLength(35);
    expect(sent.endsWith('…')).toBe(true);
    await sendAliyunSms(fakeSmsConfig(fake), { ...request, templateParam: {} });
    expect(fake.received.at(-1)).toMatchObject({ templateParam: null, signatureValid: true });
  });

  it('tells a refusal from a failure worth another try', async () => {
    fake.answerNext({ code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '非法手机号' }, { status: 503 });
    expect(await sendAliyunSms(fakeSmsConfig(fake), request)).toEqual({
      outcome: 'refused',
      code: 'isv.MOBILE_NUMBER_ILLEGAL',
      message: '非法手机号',
    });
    expect(await sendAliyunSms(fakeSmsConfig(fake), request)).toEqual({
      outcome: 'transient',
      error: 'HTTP 503',
    });
  });

  it('gives up on a provider that does not answer within the time limit', async () => {
    fake.answerNext('hang');
    const started = Date.now();
    const answer = await sendAliyunSms(fakeSmsConfig(fake, { timeoutMs: 300 }), request);
    expect(answer).toEqual({ outcome: 'transient', error: '超时（300 ms）' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is refused with a wrong secret, as the provider checks the signature', async () => {
    const answer = await sendAliyunSms(
      fakeSmsConfig(fake, { accessKeySecret: 'not-the-secret' }),
      request,
    );
    expect(answer).toMatchObject({ outcome: 'refused', code: 'SignatureDoesNotMatch' });
  });
});
