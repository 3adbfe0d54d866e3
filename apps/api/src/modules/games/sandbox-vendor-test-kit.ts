/** The sandbox vendor, for other modules' tests that play against it in process. */
export { startSandboxVendor } from './sandbox-vendor/sandbox-vendor.js';
export type { SandboxVendor } from './sandbox-vendor/sandbox-vendor.js';
