import pg from 'pg';
import { measure } from '../lib/measure.mjs';

/**
 * Password logins of distinct bulk volunteers (argon2id as configured, hashing in libuv's
 * thread pool), counted only when the envelope says signed in. Fewer connections than the
 * reads: logins from one address are what the per-address lockout watches, and a burst of 50
 * from one IP is not a realistic client.
 */
export async function loginScenario({ origin, api, dbUrl, load, emptyOrigin }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `select min(substr(login_name, 6)::bigint)::int as lo, max(substr(login_name, 6)::bigint)::int as hi
     from volunteers where login_name ~ '^bench[0-9]+$'`,
  );
  // Logins still being checked when the previous run stopped the server never handed their
  // reservation back: counted as failures for 15 minutes, 21 of them lock this address out.
  await db.query('delete from login_failures');
  await db.end();
  const { lo, hi } = rows[0];
  const someone = () => `bench${lo + Math.floor(Math.random() * (hi - lo + 1))}`;
  // Why a login was refused, by message: a refusal answers fast and must not pass for throughput.
  const refusals = new Map();
  const empty = await measure('空 Fastify 路由（参照，独立进程）', {
    base: emptyOrigin,
    paths: ['/empty'],
    ...load,
  });
  const result = await measure('POST /auth/login/volunteer/password（成功登录）', {
    base: origin,
    paths: [`${api}/auth/login/volunteer/password`],
    pickBody: () => ({ username: someone(), password: 'Zyz@2024pass', loginType: '1' }),
    verifyBody: (body) => {
      const { code, msg } = JSON.parse(body);
      if (code !== '1') refusals.set(msg, (refusals.get(msg) ?? 0) + 1);
      return code === '1';
    },
    ...load,
    connections: Math.min(load.connections, 16),
  });
  // req/s counts every answer; refused ones (the errors of the measured run) are taken out.
  const perSecond = Math.round(result['req/s'] - result.errors / load.duration);
  return {
    results: [empty, result],
    verdict: [
      `登录：${perSecond} 次成功/秒（目标 ≥ 80，argon2id 参数不变）`,
      ...[...refusals].map(([msg, n]) => `  被拒 ${n} 次：${msg}`),
    ],
  };
}
