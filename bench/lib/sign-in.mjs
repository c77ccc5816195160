import { URLSearchParams } from 'node:url';

/** An access token of a demo or bulk account (every one has the demo password). */
export async function signIn(origin, username, kind = 'volunteer') {
  const res = await fetch(`${origin}/v2/api/gdzyz/auth/login/${kind}/password?xc=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'Zyz@2024pass', loginType: '1' }).toString(),
  });
  const body = await res.json();
  if (body.code !== '1') throw new Error(`登录失败：${body.msg}`);
  return body.other.access_token;
}
