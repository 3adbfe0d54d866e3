export * from './bet-types.js';
export * from './results.js';
export * from './odds.js';
export * from './sha256.js';
export * from './fair-draw.js';
export * from './win-rules.js';
