import { BizCode } from '@zyz/domain';
import { BizError } from '../../lib/biz-error';

const smsUnavailable = '短信服务暂时不可用，请稍后再试';

/** Refusals the person can act on; any other means our account or templates need fixing. */
const personal: Record<string, [BizCode, string]> = {
  'isv.BUSINESS_LIMIT_CONTROL': [BizCode.TooManyAttempts, '短信发送过于频繁，请稍后再试'],
  'isv.DAY_LIMIT_CONTROL': [BizCode.TooManyAttempts, '该手机号码今日接收短信已达上限，请明天再试'],
  'isv.MONTH_LIMIT_CONTROL': [BizCode.TooManyAttempts, '该手机号码本月接收短信已达上限'],
  'isv.MOBILE_NUMBER_ILLEGAL': [BizCode.InvalidInput, '手机号码无法接收短信，请确认号码是否正确'],
  'isv.MOBILE_COUNT_OVER_LIMIT': [BizCode.InvalidInput, '手机号码无法接收短信，请确认号码是否正确'],
};

/** Whether the refusal is about the recipient rather than the platform's own settings. */
export const isPersonalRefusal = (code: string) => Object.hasOwn(personal, code);

/** The Chinese answer for an SMS the provider would not take, or that never got through. */
export function smsRefusalError(providerCode: string | null): BizError {
  const [code, msg] =
    providerCode && isPersonalRefusal(providerCode)
      ? personal[providerCode]!
      : [BizCode.ServerFault, smsUnavailable];
  return new BizError(code, msg);
}
