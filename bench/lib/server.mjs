// Starts the built app the way production does (no tsx, no vite) so the benches measure what ships.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiNodeFlags } from '../../scripts/api-node-flags.mjs';
import { appEnv, freePort, root, sleep, tempDir } from './util.mjs';

/** The built API: apps/api/dist, or BENCH_API_DIST (a private `API_OUT_DIR` build). */
export const apiDist = process.env.BENCH_API_DIST
  ? resolve(process.env.BENCH_API_DIST)
  : join(root, 'apps/api/dist');
const MAIN = join(apiDist, 'main.js');

/**
 * Runs `node apps/api/dist/main.js`, with the flags `npm start` gives it, on a free port with
 * a fresh PGlite folder (or what `env` names, e.g. DATABASE_URL) and resolves once `/healthz`
 * answers 200; `pid` is the server's process (for its CPU time). `dist` runs another build
 * (a private `API_OUT_DIR` one) and `nodeFlags` go after `npm start`'s own. With `workers`, the
 * build runs as that many node:cluster workers behind the one port (cluster-main.mjs).
 * @returns {Promise<{ url: string, stop: () => Promise<void>, pid: number }>}
 */
export async function startServer({
  timeoutMs = 30_000,
  env = {},
  dist,
  nodeFlags = [],
  workers,
} = {}) {
  const main = dist ? join(resolve(dist), 'main.js') : MAIN;
  // A private API build (BENCH_API_DIST) may come without the web app: the API benches
  // need none.
  const webNeeded = !process.env.BENCH_API_DIST && !dist;
  if (!existsSync(main) || (webNeeded && !existsSync(join(root, 'apps/web/dist/index.html')))) {
    throw new Error('No build found: run `npm run build` at the repository root first.');
  }
  const port = await freePort();
  const data = tempDir('bench-db');
  const url = `http://127.0.0.1:${port}`;
  const script = workers ? join(root, 'bench/lib/cluster-main.mjs') : main;
  const clusterEnv = workers ? { CLUSTER_MAIN: main, CLUSTER_WORKERS: String(workers) } : {};
  const child = spawn(process.execPath, [...apiNodeFlags, ...nodeFlags, script], {
    cwd: root,
    env: {
      ...appEnv({ PORT: String(port), PGLITE_DIR: data.path, LOG_LEVEL: 'warn' }),
      ...clusterEnv,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  const exit = new Promise((r) =>
    child.once('exit', (code, signal) => r((exited = code ?? signal))),
  );

  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killer);
    }
    data.remove();
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) {
      data.remove();
      throw new Error(`The app exited (${exited}) before /healthz answered.`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) return { url, stop, pid: child.pid };
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  await stop();
  throw new Error(`/healthz did not answer 200 within ${timeoutMs} ms.`);
}
