// Runs the services of `npm start` (the site, the sandbox payment gateway) as child
// processes and stops them together.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const stopWithParent = pathToFileURL(join(root, 'scripts/stop-with-parent.mjs')).href;

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {string[]} args Node's arguments: flags, then the script.
 * @property {boolean} [essential] When it ends, every other service is stopped too.
 * @property {number} [priority] Its niceness (higher runs later).
 * @property {string} [whenStopped] What the end of a service that is not essential means.
 */

/**
 * Starts the services and resolves with the exit code for `npm start` once none is left:
 * an essential service's own code when it ended by itself, 0 after SIGINT, SIGTERM or SIGHUP.
 *
 * Each service runs in its own process group, so Ctrl-C in a terminal (SIGINT to npm's whole
 * group) reaches npm and this process only, and this process passes it on once: a service
 * gets one signal and shuts down cleanly, where a second one would kill the site in the
 * middle of closing its database. A service stops by itself when this process dies
 * (stop-with-parent.mjs).
 *
 * @param {Service[]} services
 * @param {{ env?: NodeJS.ProcessEnv, killAfterMs?: number }} [options]
 * @returns {Promise<number>}
 */
export function supervise(services, { env = process.env, killAfterMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    /** @type {Map<import('node:child_process').ChildProcess, Service>} */
    const running = new Map();
    let stopping = false;
    let exitCode = 0;

    const finishWhenEmpty = () => {
      if (stopping && running.size === 0) resolve(exitCode);
    };
    /** @param {NodeJS.Signals} signal */
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      for (const child of running.keys()) child.kill(signal);
      // A service that hangs while shutting down must not keep npm start alive.
      setTimeout(() => {
        for (const [child, service] of running) {
          console.warn(
            `The ${service.name} did not stop within ${killAfterMs / 1000} s; killing it.`,
          );
          child.kill('SIGKILL');
        }
      }, killAfterMs).unref();
      finishWhenEmpty();
    };
    /**
     * @param {Service} service
     * @param {string} how The signal or exit code it ended with, for the log.
     * @param {number} [code] Its exit code, npm start's own when an essential service ends.
     */
    const ended = (service, how, code = 1) => {
      if (!stopping) {
        if (service.essential) {
          exitCode = code;
          stop('SIGTERM');
        } else {
          console.warn(`The ${service.name} stopped (${how}); ${service.whenStopped ?? ''}`);
        }
      }
      finishWhenEmpty();
    };

    // npm also passes its own SIGINT and SIGTERM on to this process: repeats are ignored.
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
      process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
    }
    // npm runs this script through a shell, and passes SIGTERM on to that shell only, which
    // dies of it: a new parent process means npm start is gone, so stop as on SIGTERM.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) stop('SIGTERM');
    }, 250).unref();

    for (const service of services) {
      const child = spawn(process.execPath, ['--import', stopWithParent, ...service.args], {
        cwd: root,
        env,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        // Windows has no process groups; there a detached child gets a console of its own.
        detached: process.platform !== 'win32',
      });
      running.set(child, service);
      try {
        if (service.priority && child.pid !== undefined) setPriority(child.pid, service.priority);
      } catch {
        // Not allowed here: it simply runs at the same priority.
      }
      child.on('exit', (code, signal) => {
        running.delete(child);
        ended(service, signal ?? `exit code ${code}`, code ?? 1);
      });
      child.on('error', (error) => {
        if (child.pid !== undefined) return; // a failed kill; 'exit' still follows
        running.delete(child);
        ended(service, error.message);
      });
    }
  });
}
