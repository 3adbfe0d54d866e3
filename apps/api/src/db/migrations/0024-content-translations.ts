import { sql, type Kysely } from 'kysely';

/**
 * Operator content in the languages the brand offers besides its default one (shared
 * contract `translationsSchema`): `{ "en": { "title": "…" }, … }`. A text a translation
 * leaves out is read from the row's own column, written in the brand's default language.
 */
const tables = ['announcement', 'help_article', 'banner', 'promotion', 'payment_method'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)}
      add column translations jsonb not null default '{}'
      check (jsonb_typeof(translations) = 'object')`.execute(db);
  }
}
