/** Tables of module ledger (wallet issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LedgerTables {}
