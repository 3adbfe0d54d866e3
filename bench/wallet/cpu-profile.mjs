// Preloaded into the server (`--import`) by `run.mjs --profile DIR`: Node 20 refuses
// --cpu-prof in NODE_OPTIONS, so the profile is taken through the inspector and written to
// DIR when the process exits. Open the .cpuprofile in Chrome DevTools or speedscope.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  // A session on the same thread answers synchronously, so the profile is on disk before
  // the app's own SIGTERM handler starts shutting down.
  const write = () =>
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const file = join(dir, `server-${process.pid}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
    });
  process.once('SIGTERM', write);
}
