// Contract of the wallet issue: transfer. Filled in by its owner.
export {};
