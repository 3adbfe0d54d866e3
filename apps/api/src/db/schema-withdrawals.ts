/** Tables of module withdrawals (wallet issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WithdrawalTables {}
