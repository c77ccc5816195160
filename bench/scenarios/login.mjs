import pg from 'pg';
import { measure } from '../lib/measure.mjs';

/**
 * Password logins of distinct bulk volunteers (argon2id as configured, hashing in libuv's
 * thread pool), counted only when the envelope says signed in. Fewer connections than the
 * reads: logins from one address are what the per-address lockout watches, and a burst of 50
 * from one IP is not a realistic client.
 */
export async function loginScenario({ origin, api, dbUrl, load }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select min(substr(login_name, 6)::bigint)::int as lo, max(substr(login_name, 6)::bigint)::int as hi
     from volunteers where login_name ~ '^bench[0-9]+$'`,
  );
  await db.end();
  const { lo, hi } = rows[0];
  const someone = () => `bench${lo + Math.floor(Math.random() * (hi - lo + 1))}`;
  const result = await measure('POST /auth/login/volunteer/password（成功登录）', {
    base: origin,
    paths: [`${api}/auth/login/volunteer/password`],
    pickBody: () => ({ username: someone(), password: 'Zyz@2024pass', loginType: '1' }),
    verifyBody: (body) => JSON.parse(body).code === '1',
    ...load,
    connections: Math.min(load.connections, 16),
  });
  const perSecond = result['req/s'];
  return {
    results: [result],
    verdict: [`登录：${perSecond} 次成功/秒（目标 ≥ 80，argon2id 参数不变）`],
  };
}
