import { sql, type Kysely } from 'kysely';

/**
 * A notice on channel `sorteo_sessions`, the member's id as payload, whenever something that
 * decides whether a member's token still works changes: a session revoked, cut short, moved
 * or deleted, or the member's status, type, account or merchant changed, or the member
 * deleted. A server that remembers sessions forgets the member's on hearing it
 * (docs/sessions.md, "Remembered sessions"). Sliding the idle expiry forward only lengthens
 * a session, so it says nothing.
 */
const statements = [
  // The trigger's argument names the column holding the member's id.
  sql`create function sorteo_session_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('sorteo_sessions', to_jsonb(old) ->> tg_argv[0]);
      return null;
    end
  $$`,
  sql`create trigger member_session_notice after update on member_session
    for each row
    when (old.revoked_at is distinct from new.revoked_at
      or new.idle_expires_at < old.idle_expires_at
      or old.absolute_expires_at is distinct from new.absolute_expires_at
      or old.member_id is distinct from new.member_id
      or old.merchant_id is distinct from new.merchant_id
      or old.token_hash is distinct from new.token_hash)
    execute function sorteo_session_notice('member_id')`,
  sql`create trigger member_session_delete_notice after delete on member_session
    for each row execute function sorteo_session_notice('member_id')`,
  sql`create trigger member_notice after update on member
    for each row
    when (old.status is distinct from new.status or old.type is distinct from new.type
      or old.account is distinct from new.account
      or old.merchant_id is distinct from new.merchant_id)
    execute function sorteo_session_notice('id')`,
  sql`create trigger member_delete_notice after delete on member
    for each row execute function sorteo_session_notice('id')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
