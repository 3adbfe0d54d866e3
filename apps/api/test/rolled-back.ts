import type { Db } from '../src/db/connection.js';

class Rollback extends Error {}

/**
 * Runs `work` in a transaction that is then rolled back, and answers what it answered, so a
 * test can write rows that would break the database for the tests after it. An error of
 * `work` is thrown as it is.
 */
export async function rolledBack<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  let answer: { value: T } | undefined;
  await db
    .transaction()
    .execute(async (trx: Db) => {
      answer = { value: await work(trx) };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return answer!.value;
}

/** The error `work` fails with in a rolled-back transaction, or null when it succeeds. */
export const failureOf = (db: Db, work: (trx: Db) => Promise<unknown>) =>
  rolledBack(db, (trx) =>
    work(trx).then(
      () => null,
      (error: unknown) => error as { code?: string; message?: string },
    ),
  );
