// The ledger alone: `--callers` callers in this process, each posting debits of 1 through
// `ledger.post()` one after another (as the wallet bench's connections do through HTTP), on the
// database DATABASE_URL names. Run by bench/ledger/run.mjs, which makes that database.
// Prints one JSON line: debits per second, Node's and PostgreSQL's CPU per debit.
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { createDb } from '../../apps/api/src/db/connection.js';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { PipelinedConnections } from '../../apps/api/src/db/pipelined.js';
import { seedDemo } from '../../apps/api/src/db/seed.js';
import { Ledger } from '../../apps/api/src/modules/ledger/ledger.service.js';
import { withCpu } from '../lib/cpu.mjs';

const { values } = parseArgs({
  options: {
    callers: { type: 'string', default: '50' },
    wallets: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '15' },
  },
});
const callers = Number(values.callers);
const wallets = Number(values.wallets);
const durationMs = Number(values.duration) * 1000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const database = new URL(url).pathname.slice(1);

const db = await createDb({ kind: 'postgres', url });
await migrateToLatest(db);
await seedDemo(db);
const { id: merchantId, currency } = (
  await sql<{ id: number; currency: string }>`select id, currency from merchant
    where code = 'SORTEO'`.execute(db)
).rows[0]!;
// Members straight into the table: registering them is not what is measured.
await sql`insert into member (merchant_id, account, password_hash, referral_code, register_ip,
    password_changed_at, created_at)
  select ${merchantId}, 'lb' || g, 'not-a-hash', 'reflb' || g, '127.0.0.1', now(), now()
  from generate_series(1, ${wallets}) g`.execute(db);
const members = (
  await sql<{ id: number; account: string }>`select id, account from member
    where merchant_id = ${merchantId} and account like 'lb%'`.execute(db)
).rows;

// Its own pipelined connections, as the API's ledger has them.
const pipelined = new PipelinedConnections(url);
const ledger = new Ledger(db, pipelined);
const actor = { operatorId: null, username: 'bench', merchantId, ip: '127.0.0.1' };
let keys = 0;

/** What an operator's adjustment posts (`adjustWallet`), audit row included. */
async function adjust(member: { id: number; account: string }, amount: number): Promise<void> {
  await ledger.post(
    {
      merchantId,
      currency,
      key: `adjustment:ledger-bench-${process.pid}-${++keys}`,
      kind: 'adjustment',
      legs: [
        { account: { wallet: member.id }, amount },
        { account: { house: 'house:payouts' }, amount: -amount },
      ],
      memo: 'bench',
      reference: `member:${member.id}`,
    },
    {
      audit: (posted) =>
        posted.status !== 'committed'
          ? null
          : {
              actor,
              change: {
                action: 'wallet.adjustment',
                targetType: 'member',
                targetId: member.account,
                before: { balance: posted.wallets[0]!.balance - amount, currency },
                after: {
                  balance: posted.wallets[0]!.balance,
                  currency,
                  amount,
                  reason: 'bench',
                  transactionId: posted.transactionId,
                },
              },
            },
    },
  );
}

async function load(ms: number) {
  const end = performance.now() + ms;
  let ok = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        await adjust(members[Math.floor(Math.random() * members.length)]!, -1);
        ok++;
      }
    }),
  );
  return { perSecond: Number((ok / (ms / 1000)).toFixed(1)), ok };
}

// Funding, `callers` wallets at a time, through the ledger like everything else.
for (let i = 0; i < members.length; i += callers) {
  await Promise.all(members.slice(i, i + callers).map((m) => adjust(m, 1_000_000_000)));
}
await load(3000); // warm-up: V8's optimised code, PostgreSQL's prepared statements
const result = await withCpu({ pid: process.pid, database }, () => load(durationMs));
await pipelined.close();
await db.destroy();
const { server, postgres } = result.cpuMsPerRequest;
console.log(
  JSON.stringify({
    perSecond: result.perSecond,
    ok: result.ok,
    cpuMsPerDebit: { node: server, postgres },
  }),
);
