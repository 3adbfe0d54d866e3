import {
  ConfigError,
  loadSandboxGatewayConfig,
  type SandboxGatewayConfig,
} from '../../../config.js';
import { startSandboxGateway } from './sandbox-gateway.js';

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
const gateway = await startSandboxGateway({
  ...config,
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`Sandbox payment gateway listening on ${gateway.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void gateway.close().then(() => process.exit(0));
  });
}
