import type { Kysely } from 'kysely';

// Filled in by the deposits work of the wallet issue.
export async function up(_db: Kysely<unknown>): Promise<void> {}
