// What the wallet benches share: members put straight in the database, an operator, funding
// through the API, and the load of debits of 1 through the operator's adjustment call.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { summarizeLoad } from '../lib/pg-bench.mjs';
import { httpLoad } from '../lib/http-load.mjs';
import { apiDist } from '../lib/server.mjs';

export const OPERATOR = { username: 'benchop', password: 'Bench-operator-1' };
const FUNDING = 1_000_000_000;
const HOT_FUNDING = 100_000_000_000;

/** Members inserted straight into the database: registering them is not what is measured. */
export async function insertMembers(query, count) {
  const { rows } = await query(`select id from merchant where code = 'SORTEO'`);
  const merchantId = rows[0].id;
  const accounts = Array.from(
    { length: count },
    (_, i) => `bw${i}${randomBytes(3).toString('hex')}`,
  );
  for (let i = 0; i < accounts.length; i += 500) {
    const chunk = accounts.slice(i, i + 500);
    const params = [];
    const tuples = chunk.map((account, j) => {
      params.push(merchantId, account, `ref${account}`);
      const b = j * 3;
      return `($${b + 1}, $${b + 2}, 'not-a-hash', $${b + 3}, '127.0.0.1', now(), now())`;
    });
    await query(
      `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
         password_changed_at, created_at) values ${tuples.join(',')}`,
      params,
    );
  }
  return accounts;
}

export function createOperator(env, dist = apiDist) {
  const result = spawnSync(
    process.execPath,
    [
      join(dist, 'admin-create.js'),
      '--user',
      OPERATOR.username,
      '--role',
      'owner',
      '--password-stdin',
    ],
    { input: OPERATOR.password, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`admin-create failed: ${result.stderr}`);
}

export async function operatorToken(url) {
  const res = await fetch(`${url}/admin/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`operator login: ${JSON.stringify(body)}`);
  return body.value.token;
}

const adjust = (url, token, account, amount, key) =>
  fetch(`${url}/admin/members/${account}/adjustments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount, reason: 'bench funding', idempotencyKey: key }),
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`funding: ${res.status} ${await res.text()}`);
  });

/** Debits of 1 through `POST /admin/members/:account/adjustments`, each with a fresh key. */
export async function debitLoad(url, token, pick, { connections, seconds }) {
  let n = 0;
  const run = randomBytes(4).toString('hex');
  const result = await httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => ({
      method: 'POST',
      path: `/admin/members/${pick()}/adjustments`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ amount: -1, reason: 'bench', idempotencyKey: `b-${run}-${n++}` }),
    }),
  });
  return summarizeLoad(result, seconds);
}

/** Credits every wallet, `connections` requests at a time: funding is not what is measured. */
export async function fund(url, token, accounts, { connections }) {
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const i = next++;
      await adjust(url, token, accounts[i], FUNDING, `fund-${i}-${accounts[i]}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await adjust(url, token, accounts[0], HOT_FUNDING, `fund-hot-${accounts[0]}`);
}
