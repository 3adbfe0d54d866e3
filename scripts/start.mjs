// `npm start`: build when the tree has no build or its sources changed since, then serve.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { apiNodeFlags } from './api-node-flags.mjs';
import { gatewayPort, vendorPort } from './gateway-port.mjs';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';
import { supervise } from './supervise.mjs';

const builtAt = Math.min(mtimeOf('apps/web/dist/index.html'), mtimeOf('apps/api/dist/main.js'));
const sourcesAt = newestMtime([
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/api/src',
  'apps/api/assets',
  'packages/shared/src',
]);

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building Sorteo…' : 'Sources changed since the last build; rebuilding…',
  );
  const code = await run('npm', ['run', 'build']);
  if (code !== 0) process.exit(code);
}

// Without a real payment gateway configured, the demo runs the sandbox gateway beside the
// site as its own service, sharing a secret made for this run (docs/payments.md).
const env = { ...process.env };
// A first start unpacks the database template (about a thousand files); creating them is
// waiting on the disk more than work, so more of Node's I/O threads than the default four
// overlap it: 1.0 s becomes 0.4 s here (docs/bench-history.md, "2026-11-25", "Start-up").
env.UV_THREADPOOL_SIZE ||= '16';
/** @type {import('./supervise.mjs').Service[]} */
const services = [];
if (!env.PAYMENT_GATEWAY_URL?.trim()) {
  // The site never fails to start for the gateway: it only takes payments.
  const { port, problem } = await gatewayPort(env);
  if (port !== null) {
    // Even when the port is taken, deposits then fail as with any unreachable gateway.
    Object.assign(env, {
      SANDBOX_GATEWAY_PORT: String(port),
      PAYMENT_GATEWAY_URL: `http://127.0.0.1:${port}`,
      PAYMENT_GATEWAY_SECRET: env.PAYMENT_GATEWAY_SECRET?.trim() || randomBytes(32).toString('hex'),
    });
  }
  if (problem) {
    const deposits =
      port === null
        ? 'only bank transfers are offered'
        : 'online deposits answer "gateway unavailable"';
    console.warn(`${problem} Serving the site without the sandbox gateway: ${deposits}.`);
  } else {
    services.push({
      name: 'sandbox payment gateway',
      args: [join(root, 'apps/api/dist/sandbox-gateway.js')],
      // The site's own start-up comes first on a small machine; the gateway is needed only
      // once someone pays.
      priority: 10,
      whenStopped: 'the site keeps running, and online deposits answer "gateway unavailable".',
    });
  }
}
// Likewise the sandbox game vendor, which plays the demo brand's games through the site's
// wallet (docs/games.md, "Sandbox vendor").
if (!env.SANDBOX_VENDOR_URL?.trim()) {
  const { port, problem } = await vendorPort(env);
  if (problem || port === null) {
    console.warn(
      `${problem} Serving the site without the sandbox vendor: its games answer "vendor unavailable".`,
    );
  } else {
    const sitePort = env.PORT?.trim() || '3000';
    Object.assign(env, {
      SANDBOX_VENDOR_PORT: String(port),
      SANDBOX_VENDOR_URL: `http://127.0.0.1:${port}`,
      SANDBOX_VENDOR_SECRET: env.SANDBOX_VENDOR_SECRET?.trim() || randomBytes(32).toString('hex'),
      SANDBOX_VENDOR_SITE_URL:
        env.SANDBOX_VENDOR_SITE_URL?.trim() || `http://127.0.0.1:${sitePort}`,
    });
    services.push({
      name: 'sandbox game vendor',
      args: [join(root, 'apps/api/dist/sandbox-vendor.js')],
      priority: 10,
      whenStopped: 'the site keeps running, and the sandbox games answer "vendor unavailable".',
    });
  }
}
services.push({
  name: 'site',
  args: [...apiNodeFlags, join(root, 'apps/api/dist/main.js')],
  essential: true,
});
process.exit(await supervise(services, { env }));
