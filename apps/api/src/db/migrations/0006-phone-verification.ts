import { sql, type Kysely } from 'kysely';

/**
 * SMS codes, the sandbox's outbox and the sandbox phone-auth issuer's key. A code is kept
 * as a salted scrypt digest only. At most one code per number and purpose is live (the
 * partial unique index), so two racing sends cannot leave two. Rows stay a day for the
 * hourly send limits and are purged as new codes are sent.
 */
const statements = [
  sql`create table sms_code (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    dialing_code text not null,
    mobile_num text not null,
    purpose text not null
      check (purpose in ('register', 'login', 'resetPassword', 'newIp', 'phoneAuth')),
    code_digest text not null,
    status text not null default 'live' check (status in ('live', 'used', 'burnt', 'replaced')),
    wrong_guesses smallint not null default 0,
    requested_ip text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    spent_at timestamptz
  )`,
  sql`create unique index sms_code_live on sms_code (merchant_id, dialing_code, mobile_num, purpose)
    where status = 'live'`,
  sql`create index sms_code_number_created on sms_code (dialing_code, mobile_num, created_at)`,
  sql`create index sms_code_ip_created on sms_code (requested_ip, created_at)`,
  sql`create index sms_code_created on sms_code (created_at)`,
  sql`create table sms_outbox (
    id bigint generated always as identity primary key,
    merchant_id integer not null references merchant (id) on delete cascade,
    dialing_code text not null,
    mobile_num text not null,
    text text not null,
    sent_at timestamptz not null
  )`,
  sql`create index sms_outbox_merchant_sent on sms_outbox (merchant_id, sent_at desc, id desc)`,
  sql`create table phone_auth_key (
    kid text primary key,
    private_jwk text not null,
    created_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
