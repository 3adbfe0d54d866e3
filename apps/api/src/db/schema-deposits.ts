/** Tables of module deposits (wallet issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DepositTables {}
