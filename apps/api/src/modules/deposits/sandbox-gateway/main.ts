import {
  ConfigError,
  loadSandboxGatewayConfig,
  type SandboxGatewayConfig,
} from '../../../config.js';
import { startSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

/**
 * `npm run gateway:sandbox`: the sandbox payment gateway as its own service, configured by
 * the same variables as the site (docs/payments.md).
 */
let config: SandboxGatewayConfig;
try {
  config = loadSandboxGatewayConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
let gateway: SandboxGateway;
try {
  gateway = await startSandboxGateway({
    ...config,
    log: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Sandbox payment gateway: port ${config.port} on ${config.host} is taken; set SANDBOX_GATEWAY_PORT to a free port.`,
  );
  process.exit(3);
}
process.stdout.write(`Sandbox payment gateway listening on ${gateway.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
