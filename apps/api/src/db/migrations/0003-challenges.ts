import { sql, type Kysely } from 'kysely';

/**
 * Captchas, slider puzzles and the bot tokens a solved puzzle earns. Every id the client
 * holds is stored as its SHA-256 only; a captcha answer is an HMAC keyed by the captcha's
 * own id, so the table alone reveals nothing. A slider's hole position stays in a column
 * no answer ever includes. Rows live two minutes and are purged as new ones are made.
 */
const statements = [
  sql`create table captcha_challenge (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    token_hash text not null unique,
    purpose text not null,
    answer_hmac text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index captcha_challenge_expires on captcha_challenge (expires_at)`,
  sql`create table slider_challenge (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    token_hash text not null unique,
    purpose text not null,
    hole_x smallint not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index slider_challenge_expires on slider_challenge (expires_at)`,
  sql`create table bot_token (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    token_hash text not null unique,
    purpose text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  sql`create index bot_token_expires on bot_token (expires_at)`,
  sql`create table challenge_throttle (
    merchant_id integer not null references merchant (id) on delete cascade,
    kind text not null,
    client_ip text not null,
    last_at timestamptz not null,
    primary key (merchant_id, kind, client_ip)
  )`,
  sql`create index challenge_throttle_last on challenge_throttle (last_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
