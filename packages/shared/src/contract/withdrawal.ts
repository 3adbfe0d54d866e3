// Contract of the wallet issue: withdrawal. Filled in by its owner.
export {};
