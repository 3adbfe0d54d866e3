// What the games benches share: players with money, a sign-in session and an open session at
// the sandbox vendor put straight in the database, and the loads that call the seamless
// wallet as the vendor does and list games as the lobby does.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { httpLoad } from '../lib/http-load.mjs';
import { root } from '../lib/util.mjs';

const api = (path) => tsImport(join(root, 'apps/api/src', path), import.meta.url);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The secret the bench and the server share as the sandbox vendor's. */
export const VENDOR_SECRET = 'bench-vendor-secret-0123456789abcdef';

/**
 * Players in the database, each funded and holding a vendor session token of the sandbox
 * slot: launching and authenticating are not what is measured.
 */
export async function prepareVendorSessions(url, memberCount) {
  const { Kysely, PostgresDialect, sql } = await import('kysely');
  const { openSession } = await api('modules/members/sessions.service.ts');
  const { Ledger } = await api('modules/ledger/ledger.service.ts');
  const db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
  });
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id', 'currency'])
      .where('code', '=', 'SORTEO')
      .executeTakeFirstOrThrow();
    const game = await db
      .selectFrom('game')
      .select('id')
      .where('vendor_code', '=', 'SBX')
      .where('game_code', '=', 'SLOT3-SEVENS')
      .executeTakeFirstOrThrow();
    const run = randomBytes(3).toString('hex');
    await sql
      .raw(
        `insert into member (merchant_id, account, password_hash, referral_code, register_ip,
           password_changed_at, created_at)
         select ${merchant.id}, 'bg${run}' || g, 'x', 'G${run}' || g, '192.0.2.1', now(), now()
         from generate_series(1, ${memberCount}) g`,
      )
      .execute(db);
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('account', 'like', `bg${run}%`)
      .execute();
    const origin = { merchantId: merchant.id, ip: '192.0.2.1', userAgent: 'bench' };
    const players = [];
    for (const m of members) {
      const signIn = await openSession(db, m.id, origin, new Date());
      const session = await db
        .selectFrom('member_session')
        .select('id')
        .where('token_hash', '=', sha256(signIn))
        .executeTakeFirstOrThrow();
      const sessionToken = randomBytes(32).toString('base64url');
      await db
        .insertInto('vendor_session')
        .values({
          merchant_id: merchant.id,
          member_id: m.id,
          member_session_id: session.id,
          vendor_code: 'SBX',
          game_id: game.id,
          currency: merchant.currency,
          launch_token_hash: sha256(`launch:${sessionToken}`),
          launch_expires_at: new Date(),
          session_token_hash: sha256(sessionToken),
          opened_at: new Date(),
        })
        .execute();
      players.push({ playerId: String(m.id), sessionToken });
    }
    const ledger = new Ledger(db);
    await Promise.all(
      members.map((m) =>
        ledger.post({
          merchantId: merchant.id,
          currency: merchant.currency,
          key: `bench:games:${run}:${m.id}`,
          kind: 'deposit',
          legs: [
            { account: { house: 'clearing:deposits' }, amount: -1_000_000_000 },
            { account: { wallet: m.id }, amount: 1_000_000_000 },
          ],
        }),
      ),
    );
    return { currency: merchant.currency, players };
  } finally {
    await db.destroy();
  }
}

/**
 * The vendor's side for `seconds` over `connections`: each connection plays rounds one after
 * another, a signed bet of 1000 then its win (double, nothing, or the stake back in turn), so
 * half the calls debit and half credit. Answers the raw load result (http-load.mjs).
 */
export function seamlessCalls(url, setup, { connections, seconds }) {
  const run = randomBytes(4).toString('hex');
  const open = new Map();
  let n = 0;
  const signed = (name, body) => {
    const raw = JSON.stringify({ ...body, requestTime: Date.now() });
    return {
      method: 'POST',
      path: `/wps/vendors/SBX/wallet/${name}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor-signature': createHmac('sha256', VENDOR_SECRET).update(raw).digest('hex'),
      },
      body: raw,
    };
  };
  return httpLoad({
    url,
    connections,
    duration: seconds,
    request: (connection) => {
      const bet = open.get(connection);
      if (bet) {
        open.delete(connection);
        return signed('win', {
          playerId: bet.player.playerId,
          transactionId: `${bet.roundId}-w`,
          betTransactionId: `${bet.roundId}-b`,
          roundId: bet.roundId,
          gameCode: 'SLOT3-SEVENS',
          amount: [2000, 0, 1000][bet.n % 3],
          currency: setup.currency,
        });
      }
      n += 1;
      const player = setup.players[Math.floor(Math.random() * setup.players.length)];
      const roundId = `${run}-${n}`;
      open.set(connection, { player, roundId, n });
      return signed('bet', {
        sessionToken: player.sessionToken,
        transactionId: `${roundId}-b`,
        roundId,
        gameCode: 'SLOT3-SEVENS',
        amount: 1000,
        currency: setup.currency,
      });
    },
  });
}

const words = ['golden', 'dragon', 'tiger', 'fortune', 'wild', 'crystal', 'jungle', 'royal'];

/**
 * The lobby over the generated library: pages of 42 of the library's slots, a third with a
 * name search, a third with a filter (sub-category, minimum bet or lines), at random pages.
 */
export function gameListCalls(url, { connections, seconds }) {
  let n = 0;
  return httpLoad({
    url,
    connections,
    duration: seconds,
    request: () => {
      n += 1;
      const query = new URLSearchParams({ gameType: 'RNG', vassalage: 'BULK', language: 'en' });
      if (n % 3 === 0) query.set('gameName', words[n % words.length]);
      else if (n % 3 === 1) {
        const filters = [
          ['gameClassify', 'video'],
          ['minBet', '1000'],
          ['minLineNum', '20'],
        ];
        const [key, value] = filters[n % filters.length];
        query.set(key, value);
        query.set('pageNo', String(1 + (n % 20)));
      } else query.set('pageNo', String(1 + (n % 238)));
      return {
        method: 'GET',
        path: `/wps/game/list?${query}`,
        headers: { merchant: 'SORTEO' },
      };
    },
  });
}
