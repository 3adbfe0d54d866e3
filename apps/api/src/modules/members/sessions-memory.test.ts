import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNotices, type NoticeFollower } from '../../db/notices.js';
import { hashToken } from '../../lib/tokens.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createMerchant, randomIp } from '../../../test/factories.js';
import { registration, sendRegistration, withToken, type Site } from '../../../test/members.js';
import { until } from '../../../test/wait.js';

const onPostgres = process.env.SORTEO_TEST_DB === 'postgres';

let ctx: TestContext;
let site: Site;
/** Another process's connection on PostgreSQL: its changes reach the API only by notice. */
let elsewhere: pg.Client | null = null;

beforeAll(async () => {
  ctx = await createTestContext();
  const merchant = await createMerchant(ctx.db);
  site = { app: ctx.app, db: ctx.db, merchantId: merchant.id, code: merchant.code };
  if (ctx.config.database.kind === 'postgres') {
    elsewhere = new pg.Client({ connectionString: ctx.config.database.url });
    await elsewhere.connect();
  }
});
afterAll(async () => {
  await elsewhere?.end();
  await ctx.close();
});

const info = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: withToken(site, token) });

async function signedIn(): Promise<{ token: string; memberId: number }> {
  const res = await sendRegistration(site, registration(), { remoteAddress: randomIp() });
  if (res.statusCode !== 200) throw new Error(res.body);
  const token: string = res.json().value.token;
  const row = await ctx.db
    .selectFrom('member_session')
    .select('member_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return { token, memberId: row.member_id };
}

/** Runs SQL as another process would: a connection of its own on PostgreSQL. */
async function fromElsewhere(text: string, values: unknown[]): Promise<void> {
  if (elsewhere) await elsewhere.query(text, values);
  else await ctx.db.executeQuery(CompiledQuery.raw(text, values));
}

/** Milliseconds until the token is refused; fails after `withinMs`. */
async function refusedWithin(token: string, withinMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    const status = (await info(token)).statusCode;
    if (status === 401) return Date.now() - start;
    expect(status).toBe(200);
    if (Date.now() - start > withinMs) throw new Error(`still accepted after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once this server hears session notices, so what it reads from then on is kept. */
async function hearingSessionNotices(): Promise<void> {
  await until(() => ctx.app.sessions.hearing, 3000, 'listening');
}

describe('sessions changed by another process', () => {
  it('refuses a session revoked elsewhere within a second of the revocation', async () => {
    const { token } = await signedIn();
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(token)).statusCode).toBe(200);
    await fromElsewhere('update member_session set revoked_at = now() where token_hash = $1', [
      hashToken(token),
    ]);
    expect(await refusedWithin(token, 1000)).toBeLessThan(1000);
  });

  it('refuses the sessions of a member disabled elsewhere within a second', async () => {
    const { token, memberId } = await signedIn();
    expect((await info(token)).statusCode).toBe(200);
    await fromElsewhere(`update member set status = 'disabled' where id = $1`, [memberId]);
    expect(await refusedWithin(token, 1000)).toBeLessThan(1000);
  });

  it('refuses a session cut short elsewhere within a second', async () => {
    const { token } = await signedIn();
    expect((await info(token)).statusCode).toBe(200);
    await fromElsewhere(
      `update member_session set idle_expires_at = now() - interval '1 second'
        where token_hash = $1`,
      [hashToken(token)],
    );
    expect(await refusedWithin(token, 1000)).toBeLessThan(1000);
  });
});

describe.skipIf(!onPostgres)('remembered sessions (PostgreSQL)', () => {
  it('answers a session it has read without reading it again', async () => {
    const { token: remembered } = await signedIn();
    const { token: unread } = await signedIn();
    await hearingSessionNotices();
    expect((await info(remembered)).statusCode).toBe(200);

    // Another process holds the session table: nobody can read it meanwhile.
    await elsewhere!.query('begin');
    await elsewhere!.query('lock table member_session in access exclusive mode');
    try {
      expect((await info(remembered)).statusCode).toBe(200);
      let answered = false;
      const waiting = info(unread).then((res) => ((answered = true), res));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await elsewhere!.query('commit');
      expect((await waiting).statusCode).toBe(200);
    } finally {
      await elsewhere!.query('rollback').catch(() => undefined);
    }
  });

  it('reads every session while notices cannot be heard, and remembers again once they can', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const follower: NoticeFollower = {
      notice: (payload) => heard.push(payload),
      listening: (live) => states.push(live),
    };
    const { token } = await signedIn();
    expect((await info(token)).statusCode).toBe(200);
    // A listener of the test's own beside the app's: both lose their connection below.
    const listener = openNotices(ctx.config.database, 'sorteo_sessions')!;
    listener.follow(follower);
    try {
      await until(() => states.at(-1) === true && ctx.app.sessions.hearing, 2000, 'listening');

      await elsewhere!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
      );
      await until(
        () => states.at(-1) === false && !ctx.app.sessions.hearing,
        2000,
        'connection lost',
      );
      // Nothing heard: the revocation must count at once, read from the table.
      await elsewhere!.query('update member_session set revoked_at = now() where token_hash = $1', [
        hashToken(token),
      ]);
      expect((await info(token)).statusCode).toBe(401);

      await until(
        () => states.at(-1) === true && ctx.app.sessions.hearing,
        3000,
        'listening again',
      );
      const { token: next, memberId: nextMemberId } = await signedIn();
      expect((await info(next)).statusCode).toBe(200);
      await elsewhere!.query(`update member set status = 'disabled' where id = $1`, [nextMemberId]);
      await until(() => heard.includes(String(nextMemberId)), 2000, 'notice');
      // The app heard it too: the session it remembered stops working.
      await refusedWithin(next, 2000);
      expect(states).toEqual([true, false, true]);
    } finally {
      await listener.close();
    }
  });

  it('listens on a connection of its own in each app, closed with that app', async () => {
    const listeners = async () =>
      (
        await elsewhere!.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and query ilike 'listen%sorteo_sessions%'`,
        )
      ).rows[0]!.n;
    await hearingSessionNotices();
    const before = await listeners();
    const other = await ctx.appWith({});
    await until(() => other.sessions.hearing, 3000, 'the second app listening');
    expect(await listeners()).toBe(before + 1);
    await other.close();
    expect(await listeners()).toBe(before);
    expect(ctx.app.sessions.hearing).toBe(true);
  });
});
