/**
 * Zod compiles its object parsers with `new Function`, and even probing whether it may do
 * so is reported by the browser as a Content-Security-Policy violation (the site allows no
 * eval). Zod reads this setting when its first schema is built; the contract, and so zod,
 * only arrives in later chunks, after this entry module has run.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
