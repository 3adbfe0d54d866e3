import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@sorteo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { createAccount } from '../../../test/members.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { openDatabase } from '../../db/database.js';
import { commandLineActor } from '../audit/index.js';
import { merchantByCode } from '../merchants/index.js';
import { createOperator } from '../operators/index.js';
import { checkLedger } from './ledger-check.js';
import { walletBalance } from './ledger.service.js';

/**
 * The API killed with SIGKILL in the middle of a load of credits and debits, then started
 * again on the same database: every request retried with its key answers what it answered
 * (or would have answered) the first time, and the wallets equal the model built from those
 * answers. Runs on PGlite on disk as well as on PostgreSQL: PGlite writes through to its
 * data folder at each commit and recovers from its WAL at the next start.
 */

const apiDir = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sorteo-crash-'));
let target: TestDatabase;
let env: Record<string, string>;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadConfig(env));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The shell's environment without its database: CI sets DATABASE_URL for the PostgreSQL
 * pass, and the child must use the database this test made, PGlite included.
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.PGLITE_DIR;
  delete inherited.REDIS_URL;
  return inherited;
}

/** Starts `src/main.ts` in a child process and waits until it answers. */
async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...inheritedEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not start: ${stderr}`);
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

type Request = { account: string; amount: number; key: string };
type Answer = { status: number; body: { success: boolean; code?: string; value?: unknown } };

beforeAll(async () => {
  target = await createTestDatabase();
  env = {
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_MAX: '1000000',
    WEB_DIST: '/nonexistent-web-dist',
    ...(target.env.DATABASE_URL ? target.env : { PGLITE_DIR: join(dir, 'db') }),
  };
});
afterAll(async () => {
  if (server) await stop(server, 'SIGKILL');
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a crash in the middle of a load', () => {
  it('loses no answered movement and repeats every answer on retry', async () => {
    const password = 'crash-password-123';
    const { merchantId, accounts } = await withDb(async (db) => {
      const merchant = (await merchantByCode(db, 'SORTEO'))!;
      await createOperator(
        db,
        { merchantId: merchant.id, username: 'crashop', password, role: 'operator' },
        commandLineActor(merchant.id),
      );
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await createAccount(db, merchant.id));
      return { merchantId: merchant.id, accounts: made };
    });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startApi(port);
    const login = await fetch(`${base}/admin/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'crashop', password }),
    });
    const loginBody = (await login.json()) as { value?: { token: string } };
    expect(login.status, JSON.stringify(loginBody)).toBe(200);
    const { token } = loginBody.value!;

    const send = async (r: Request): Promise<Answer> => {
      const res = await fetch(`${base}/admin/members/${r.account}/adjustments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ amount: r.amount, reason: 'crash load', idempotencyKey: r.key }),
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    };

    // Credits and debits in turn, so some debits find too little money.
    const requests: Request[] = Array.from({ length: 240 }, (_, i) => ({
      account: accounts[i % 3]!.account,
      amount: i % 2 === 0 ? 10 + (i % 7) : -(12 + (i % 5)),
      key: `crash-load-${i}`,
    }));
    const seen = new Map<string, Answer>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        try {
          seen.set(r.key, await send(r));
        } catch {
          // no answer: the connection died with the server
        }
        if (!killed && seen.size >= 60) {
          killed = true;
          server!.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await stop(server, 'SIGKILL');
    expect(killed).toBe(true);
    const unanswered = requests.filter((r) => !seen.has(r.key));
    expect(seen.size).toBeGreaterThanOrEqual(60);
    expect(unanswered.length).toBeGreaterThan(0);

    server = await startApi(port);
    const model = new Map(accounts.map((a) => [a.account, 0]));
    for (const r of requests) {
      const answer = await send(r);
      const original = seen.get(r.key);
      if (original) {
        expect(answer.status).toBe(original.status);
        expect(answer.body).toEqual(
          original.status === 200
            ? { ...original.body, value: { ...(original.body.value as object), replayed: true } }
            : original.body,
        );
      } else {
        expect([200, 409]).toContain(answer.status);
        expect(await send(r)).toEqual(
          answer.status === 200
            ? {
                ...answer,
                body: {
                  ...answer.body,
                  value: { ...(answer.body.value as object), replayed: true },
                },
              }
            : answer,
        );
      }
      if (answer.status === 200) model.set(r.account, model.get(r.account)! + r.amount);
      else expect(answer.body.code).toBe(ErrorCode.InsufficientFunds);
    }
    await stop(server, 'SIGTERM');
    server = null;

    await withDb(async (db) => {
      for (const a of accounts) {
        expect(await walletBalance(db, merchantId, a.id, 'VND')).toBe(model.get(a.account));
      }
      const audited = await db
        .selectFrom('audit_log')
        .select('target_id')
        .where('merchant_id', '=', merchantId)
        .where('action', '=', 'wallet.adjustment')
        .execute();
      const committed = await db
        .selectFrom('ledger_transaction')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', 'adjustment')
        .where('status', '=', 'committed')
        .execute();
      expect(audited.length).toBe(committed.length);
      expect((await checkLedger(db)).problems).toEqual([]);
    });
  }, 240_000);
});
