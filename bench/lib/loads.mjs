// The loads the multi-build and multi-process benches share, each set up on a server's own
// database first (players, money, an operator: not what is measured) and then run for a
// number of seconds as often as the bench turns to it.
import pg from 'pg';
import { placeOrders, preparePlacement } from '../lottery/place-setup.mjs';
import {
  createOperator,
  debitLoad,
  fund,
  insertMembers,
  operatorToken,
} from '../wallet/wallet-setup.mjs';
import { summarizeLoad } from './pg-bench.mjs';

export const loadNames = ['placement', 'debits'];

const setUp = {
  /** One-pick 5D orders by random players (place.mjs). */
  async placement({ url, databaseUrl, members, connections }) {
    const setup = await preparePlacement(databaseUrl, members);
    return async (seconds) =>
      summarizeLoad(await placeOrders(url, setup, { connections, seconds }), seconds);
  },
  /** Debits of 1 on random wallets through the operator's adjustment call (wallet/run.mjs). */
  async debits({ url, databaseUrl, members, connections, dist }) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const accounts = await insertMembers((text, params) => db.query(text, params), members);
    await db.end();
    createOperator({ DATABASE_URL: databaseUrl }, dist);
    const token = await operatorToken(url);
    await fund(url, token, accounts, { connections });
    const pick = () => accounts[Math.floor(Math.random() * accounts.length)];
    return (seconds) => debitLoad(url, token, pick, { connections, seconds });
  },
};

/**
 * Sets up load `name` on a started server and its database; answers the load, which runs
 * for `seconds` and answers `summarizeLoad`'s fields (perSecond, non2xx, errors, latencyMs).
 * `dist` is the server's build when it is not the default one (its admin-create.js).
 */
export function prepareLoad(name, options) {
  const prepare = setUp[name];
  if (!prepare) throw new Error(`unknown load ${name}: one of ${loadNames.join(', ')}`);
  return prepare(options);
}
