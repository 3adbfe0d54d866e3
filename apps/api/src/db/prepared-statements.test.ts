import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { PREPARED, prepareMarkedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

describe.skipIf(process.env.SORTEO_TEST_DB !== 'postgres')(
  'marked statements on PostgreSQL',
  () => {
    let target: TestDatabase;
    let db: Kysely<Database>;

    beforeAll(async () => {
      target = await createTestDatabase();
      // One connection, so the session's prepared statements are the ones asked about.
      const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 1 });
      prepareMarkedStatements(pool);
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    });
    afterAll(async () => {
      await db.destroy();
      await target.drop();
    });

    const prepared = async () => {
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where from_sql = false order by statement
      `.execute(db);
      return rows.map((r) => r.statement);
    };

    it('runs a marked text as one named statement per text, with its own parameters each time', async () => {
      const twice = (n: number[]) =>
        sql<{ total: string }>`${sql.raw(PREPARED)} select sum(x)::text as total
          from unnest(${n}::int[]) as x`.execute(db);
      expect((await twice([1, 2, 3])).rows).toEqual([{ total: '6' }]);
      expect((await twice([40, 2])).rows).toEqual([{ total: '42' }]);
      await sql`${sql.raw(PREPARED)} select ${'other'}::text as v`.execute(db);
      await sql`select ${'unmarked'}::text as v`.execute(db);

      const statements = await prepared();
      expect(statements).toHaveLength(2);
      expect(statements.every((s) => s.startsWith(PREPARED))).toBe(true);
      expect(statements.some((s) => s.includes('unnest'))).toBe(true);
    });

    it('reports an error of a marked statement and keeps serving it afterwards', async () => {
      const divide = (by: number) =>
        sql<{ q: number }>`${sql.raw(PREPARED)} select 10 / ${by}::int as q`.execute(db);
      await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
      expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    });
  },
);
