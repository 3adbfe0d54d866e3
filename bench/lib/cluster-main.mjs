// The built API as node:cluster workers sharing one port: the way to run several API
// processes on one machine behind one address. CLUSTER_MAIN names the build's main.js and
// CLUSTER_WORKERS how many (default 2). Workers start one after another, so only the first
// migrates a new database; a signal to this process stops them all.
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';

const workers = Number(process.env.CLUSTER_WORKERS ?? 2);

if (cluster.isPrimary) {
  let alive = 0;
  const forkNext = () => {
    if (alive >= workers) return;
    alive += 1;
    cluster.fork().once('listening', forkNext);
  };
  cluster.on('exit', (_worker, code) => {
    alive -= 1;
    if (code !== 0 && !stopping) console.error(`a worker exited (${code})`);
    if (alive === 0) process.exit(stopping ? 0 : 1);
  });
  let stopping = false;
  const stop = (signal) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  forkNext();
} else {
  await import(pathToFileURL(process.env.CLUSTER_MAIN).href);
}
