// Contract of the wallet issue: deposit. Filled in by its owner.
export {};
