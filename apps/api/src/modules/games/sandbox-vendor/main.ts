import { ConfigError, loadSandboxVendorConfig, type SandboxVendorConfig } from '../../../config.js';
import { startSandboxVendor, type SandboxVendor } from './sandbox-vendor.js';

/**
 * `npm run vendor:sandbox`: the sandbox game vendor as its own service, configured by the
 * same variables as the site (docs/games.md, "Sandbox vendor").
 */
let config: SandboxVendorConfig;
try {
  config = loadSandboxVendorConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
let vendor: SandboxVendor;
try {
  vendor = await startSandboxVendor({
    secret: config.secret,
    siteUrl: config.siteUrl,
    port: config.port,
    host: config.host,
    faults: config.faults,
    ...(config.stateFile ? { stateFile: config.stateFile } : {}),
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Sandbox game vendor: port ${config.port} on ${config.host} is taken; set SANDBOX_VENDOR_PORT to a free port.`,
  );
  process.exit(3);
}
process.stdout.write(`Sandbox game vendor listening on ${vendor.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void vendor.close().then(() => process.exit(0));
  });
}
