import { contractKinds, type ContractKind } from '@sorteo/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/** A merchant's switch for one kind of contract; `activeBet` null is the default threshold. */
export type Scheme = { kind: ContractKind; enabled: boolean; activeBet: number | null };

type Raw = { kind: ContractKind; enabled: boolean; active_bet: string | number | null };

/** Every kind, off where the merchant never set it. */
export async function schemesOf(db: Db, merchantId: number): Promise<Scheme[]> {
  const { rows } = await sql<Raw>`
    select kind, enabled, active_bet from agent_scheme where merchant_id = ${merchantId}`.execute(
    db,
  );
  const set = new Map(rows.map((r) => [r.kind, r]));
  return contractKinds.map((kind) => {
    const r = set.get(kind);
    return {
      kind,
      enabled: r?.enabled ?? false,
      activeBet: r?.active_bet == null ? null : Number(r.active_bet),
    };
  });
}

export async function schemeOf(db: Db, merchantId: number, kind: ContractKind): Promise<Scheme> {
  return (await schemesOf(db, merchantId)).find((s) => s.kind === kind)!;
}

export async function saveScheme(db: Db, merchantId: number, scheme: Scheme): Promise<void> {
  await sql`
    insert into agent_scheme (merchant_id, kind, enabled, active_bet, updated_at)
    values (${merchantId}, ${scheme.kind}, ${scheme.enabled}, ${scheme.activeBet}, now())
    on conflict (merchant_id, kind) do update set enabled = excluded.enabled,
      active_bet = excluded.active_bet, updated_at = now()`.execute(db);
}
