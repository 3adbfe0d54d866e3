import type { Db } from '../../db/connection.js';

export type NewOidcState = {
  stateHash: string;
  merchantId: number;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
  at: Date;
  expiresAt: Date;
};

export async function insertOidcState(db: Db, s: NewOidcState): Promise<void> {
  await db
    .insertInto('oidc_login_state')
    .values({
      state_hash: s.stateHash,
      merchant_id: s.merchantId,
      provider: s.provider,
      code_verifier: s.codeVerifier,
      nonce: s.nonce,
      redirect_uri: s.redirectUri,
      return_to: s.returnTo,
      created_at: s.at,
      expires_at: s.expiresAt,
    })
    .execute();
}

/**
 * Spends the state when it is live for this merchant and provider; undefined when unknown,
 * expired or already spent. Atomic: of two callbacks with one state, one gets it.
 */
export function spendOidcState(
  db: Db,
  key: { stateHash: string; merchantId: number; provider: string },
  now: Date,
) {
  return db
    .updateTable('oidc_login_state')
    .set({ used_at: now })
    .where('state_hash', '=', key.stateHash)
    .where('merchant_id', '=', key.merchantId)
    .where('provider', '=', key.provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['code_verifier', 'nonce', 'redirect_uri', 'return_to'])
    .executeTakeFirst();
}

export async function purgeOidcStates(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('oidc_login_state').where('expires_at', '<', before).execute();
}
