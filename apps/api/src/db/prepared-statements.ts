import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text starts with this comment runs on PostgreSQL as a named prepared
 * statement: each connection parses and plans it once, later runs only bind and execute.
 * For hot statements whose text never varies (parameters carry every value, lists go in as
 * arrays or JSON rows); a text that varies would leave one statement per variant on every
 * connection.
 * PGlite reads the comment as a comment.
 */
export const PREPARED = '/* prepared */';

const names = new Map<string, string>();

/** The statement's name on every connection: a digest of its text. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

type Query = (...args: unknown[]) => unknown;

/** Makes every connection of the pool run `PREPARED` statements as named ones. */
export function prepareMarkedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const target = client as unknown as { query: Query };
    const query = target.query.bind(client) as Query;
    target.query = (...args: unknown[]) => {
      const [text, values, ...rest] = args;
      if (typeof text === 'string' && text.startsWith(PREPARED)) {
        return query({ name: nameOf(text), text, values }, ...rest);
      }
      return query(...args);
    };
  });
}
