// Login throughput and latency on PostgreSQL: many members signing in with the real,
// encrypted POST /wps/session/login, each with its own bot token, measured with autocannon.
import autocannon from 'autocannon';
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seal } from '../lib/seal.mjs';
import { startServer } from '../lib/server.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '50' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '20' },
  },
});
const members = Number(values.members);
const connections = Number(values.connections);
const duration = Number(values.duration);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MERCHANT = 'SORTEO';
const PASSWORD = 'Bench-pass1';

const dbName = `sorteo_bench_login_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const server = await startServer({
  env: { DATABASE_URL: dbUrl.toString(), RATE_LIMIT_MAX: '10000000' },
});
const db = new pg.Client({ connectionString: dbUrl.toString() });
await db.connect();

try {
  const keyResponse = await fetch(`${server.url}/wps/system/encryption-key`);
  const key = (await keyResponse.json()).value;
  const { rows } = await db.query('select id from merchant where code = $1', [MERCHANT]);
  const merchantId = rows[0].id;

  // Bot tokens normally come from solving the slider; the bench mints them the way the
  // slider's verify call stores them, so it measures the login itself.
  async function mintBotTokens(purpose, count) {
    const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
    const now = new Date();
    const expires = new Date(now.getTime() + 30 * 60_000);
    for (let i = 0; i < tokens.length; i += 500) {
      const chunk = tokens.slice(i, i + 500);
      const params = [];
      const rowsSql = chunk.map((token, j) => {
        params.push(
          merchantId,
          createHash('sha256').update(token).digest('hex'),
          purpose,
          now,
          expires,
        );
        const b = j * 5;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`;
      });
      await db.query(
        `insert into bot_token (merchant_id, token_hash, purpose, created_at, expires_at) values ${rowsSql.join(',')}`,
        params,
      );
    }
    return tokens;
  }

  const registerTokens = await mintBotTokens('register', members);
  const usernames = [];
  for (let i = 0; i < members; i++) {
    const username = `bench${randomBytes(4).toString('hex')}`;
    const payload = {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: `9${String(10_000_000 + i).padStart(8, '0')}`,
      countryDialingCode: '84',
      registerMethod: 'WEB',
      login: true,
      botToken: registerTokens[i],
    };
    const res = await fetch(`${server.url}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', merchant: MERCHANT },
      body: JSON.stringify(seal(key, 'PUT', '/wps/member/register', payload)),
    });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
    usernames.push(username);
  }
  const { rows: hashes } = await db.query('select password_hash from member limit 1');
  const argonParams = hashes[0].password_hash.split('$').slice(1, 4).join('$');

  // More envelopes than the run can use: each one is single-use (nonce and bot token).
  const bodies = [];
  const loginTokens = await mintBotTokens('login', 4000);
  for (const [i, botToken] of loginTokens.entries()) {
    const payload = {
      type: 'username',
      username: usernames[i % members],
      password: PASSWORD,
      botToken,
    };
    bodies.push(JSON.stringify(seal(key, 'POST', '/wps/session/login', payload)));
  }

  // Baseline on the same server and moment: a cheap read, so the login figure can be read
  // as a ratio on a shared, noisy machine.
  const baseline = await autocannon({
    url: `${server.url}/wps/system/status`,
    connections,
    duration: 5,
    headers: { merchant: MERCHANT },
  });

  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/wps/session/login',
        headers: { 'content-type': 'application/json', merchant: MERCHANT },
        setupRequest: (request) => {
          if (next >= bodies.length) throw new Error('ran out of prepared login bodies');
          return { ...request, body: bodies[next++] };
        },
      },
    ],
  });
  // autocannon drops its sockets at the deadline; let the logins still running finish
  // before the server is told to stop.
  await new Promise((r) => setTimeout(r, 2000));
  const ok = result['2xx'];
  console.log(
    JSON.stringify(
      {
        argon2: argonParams,
        members,
        connections,
        durationSeconds: duration,
        requests: result.requests.total,
        ok,
        non2xx: result.non2xx,
        errors: result.errors,
        loginsPerSecond: Number((ok / duration).toFixed(1)),
        baselineStatusPerSecond: baseline.requests.average,
        loginCostVsBaseline: Number((baseline.requests.average / (ok / duration)).toFixed(1)),
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
      },
      null,
      2,
    ),
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await db.end();
  await server.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
