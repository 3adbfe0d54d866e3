// `npm start`: build when the tree has no build or its sources changed since, then serve.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { apiNodeFlags } from './api-node-flags.mjs';
import { mtimeOf, newestMtime, root, run } from './lib.mjs';

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
// overlap it: 1.0 s becomes 0.4 s here (bench/README.md, "Start-up").
env.UV_THREADPOOL_SIZE ||= '16';
const children = [];
if (!env.PAYMENT_GATEWAY_URL?.trim()) {
  const gatewayPort = env.SANDBOX_GATEWAY_PORT?.trim() || String(Number(env.PORT || 3000) + 100);
  Object.assign(env, {
    SANDBOX_GATEWAY_PORT: gatewayPort,
    PAYMENT_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    PAYMENT_GATEWAY_SECRET: env.PAYMENT_GATEWAY_SECRET?.trim() || randomBytes(32).toString('hex'),
  });
  const gateway = spawn(process.execPath, [join(root, 'apps/api/dist/sandbox-gateway.js')], {
    stdio: 'inherit',
    cwd: root,
    env,
  });
  // The site's own start-up comes first on a small machine; the gateway is needed only once
  // someone pays.
  try {
    if (gateway.pid !== undefined) setPriority(gateway.pid, 10);
  } catch {
    // Not allowed here: it simply starts at the same priority.
  }
  children.push(gateway);
}
const server = spawn(process.execPath, [...apiNodeFlags, join(root, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env,
});
children.push(server);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
for (const child of children) {
  child.on('exit', (code, signal) => {
    children.forEach((other) => other !== child && other.kill('SIGTERM'));
    process.exit(code ?? (signal ? 0 : 1));
  });
}
