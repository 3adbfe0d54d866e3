// Time from spawning `npm start` on an already-built tree to the first 200 on `GET /`,
// on a fresh data folder (migrate + seed) and again on the same folder (already seeded).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appEnv, freePort, median, root, runsOption, sleep, tempDir } from '../lib/util.mjs';

const TARGET_MS = 3000;
const POLL_MS = 20;
const TIMEOUT_MS = 120_000;
const runs = runsOption(5);

if (!existsSync(join(root, 'apps/api/dist/main.js'))) {
  console.error('No build found: run `npm run build` at the repository root first.');
  process.exit(2);
}

class NeededBuild extends Error {
  message = '`npm start` had to build first: run `npm run build`, then re-run.';
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Spawns `npm start`, resolves with ms to the first 200 on `/`, then stops it. */
async function timeStart(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const started = performance.now();
  // Own process group, so stopping it reaches npm, scripts/start.mjs and the server alike.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: appEnv({ PORT: String(port), PGLITE_DIR: dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  const exit = new Promise((r) =>
    child.once('exit', (code, signal) => r((exited = code ?? signal))),
  );

  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (exited !== null) throw new Error(`\`npm start\` exited (${exited}):\n${output}`);
      let status = 0;
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // Not listening yet.
      }
      if (status === 200) {
        // start.mjs rebuilds when sources are newer than the build; that is not the case we
        // measure. The build was left to finish: killing it would leave a half-emptied dist/.
        if (/Building Sorteo|rebuilding/.test(output)) throw new NeededBuild();
        return performance.now() - started;
      }
      await sleep(POLL_MS);
    }
    throw new Error(`No 200 on ${url} within ${TIMEOUT_MS} ms:\n${output}`);
  } finally {
    if (exited === null) {
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // The group is already gone.
        }
      };
      signalGroup('SIGTERM');
      const killer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exit;
      // npm leaves before the server it started has shut down: wait for the whole group, so
      // the next start finds the data folder free.
      while (groupAlive(child.pid)) await sleep(POLL_MS);
      clearTimeout(killer);
    }
  }
}

// One untimed start first: it builds if the tree is stale and leaves the OS file cache as it is
// after a build or an earlier start, the case the target is about.
const warmUp = tempDir('startup-db');
try {
  await timeStart(warmUp.path).catch((error) => {
    if (!(error instanceof NeededBuild)) throw error;
  });
} finally {
  warmUp.remove();
}

const fresh = [];
const again = [];
console.log(`npm start → first 200 on GET /, ${runs} runs (target median ≤ ${TARGET_MS} ms)`);
for (let i = 1; i <= runs; i++) {
  const data = tempDir('startup-db');
  try {
    fresh.push(await timeStart(data.path));
    again.push(await timeStart(data.path));
  } finally {
    data.remove();
  }
  const ms = (v) => `${Math.round(v).toString().padStart(5)} ms`;
  console.log(`run ${i}   fresh data dir ${ms(fresh.at(-1))}   same data dir ${ms(again.at(-1))}`);
}
const freshMedian = median(fresh);
const againMedian = median(again);
console.log(
  `median  fresh data dir ${Math.round(freshMedian).toString().padStart(5)} ms   same data dir ${Math.round(againMedian).toString().padStart(5)} ms`,
);

let exitCode = 0;
for (const [label, value] of [
  ['fresh data dir', freshMedian],
  ['same data dir', againMedian],
]) {
  if (value > TARGET_MS) {
    console.error(`Median start-up (${label}) ${Math.round(value)} ms is over ${TARGET_MS} ms.`);
    exitCode = 1;
  }
}
process.exit(exitCode);
