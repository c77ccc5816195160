import { randomInt } from 'node:crypto';
import { call, tokenOf } from './api';
import { codeSentTo } from './inbox';

// A fresh volunteer through the real registration calls, for journeys that change a
// volunteer's state (applications, attendance, hours) without touching the demo accounts.

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** An adult's resident ID with a valid GB 11643 check character. */
function residentId(): string {
  const first17 = `440106${1970 + randomInt(30)}0${randomInt(1, 10)}1${randomInt(10)}${digits(3)}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * idWeights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

export interface FreshVolunteer {
  id: string;
  username: string;
  password: string;
  name: string;
  mobile: string;
  token: string;
}

/**
 * Sends the SMS code, reads it as the phone received it (support/inbox.ts), registers and
 * signs in.
 */
export async function registerVolunteer(name: string): Promise<FreshVolunteer> {
  const mobile = `19${digits(9)}`;
  const sent = await call('/open/verifycode/sendCodeToMobile', null, { mobile, type: 'register' });
  if (sent.code !== '1') throw new Error(`send code: ${sent.msg}`);
  const smsCode = await codeSentTo(mobile);
  const root = await call('/home/index/districtDomain', null);
  const username = `att${digits(8)}a`;
  const password = 'Zyz@2024pass';
  const registered = await call('/volunteer/register/registerSummit', null, {
    loginName: username,
    password,
    passwordAgain: password,
    name,
    idCard: residentId(),
    mobile,
    smsCode,
    regionId: root.data.current_district_id,
    agreed: true,
  });
  if (registered.code !== '1') throw new Error(`register: ${registered.msg}`);
  const token = await tokenOf('volunteer', { username, password });
  return { id: String(registered.data.volunteerId), username, password, name, mobile, token };
}
