// Contract of the wallet issue: wallet. Filled in by its owner.
export {};
