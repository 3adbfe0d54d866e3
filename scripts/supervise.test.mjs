import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const superviseUrl = pathToFileURL(new URL('./supervise.mjs', import.meta.url).pathname).href;

/** A service that reports its pid and each signal it gets, then stops 100 ms later. */
function service(name, { essential = false, exitAfterMs = 0 } = {}) {
  const code = `
    console.log('${name} pid ' + process.pid);
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => {
      console.log('${name} got ' + s);
      setTimeout(() => process.exit(0), 100);
    });
    setInterval(() => {}, 1000);
    if (${exitAfterMs}) setTimeout(() => process.exit(3), ${exitAfterMs});
  `;
  return { name, args: ['-e', code], essential, whenStopped: 'the site keeps running.' };
}

/** @type {import('node:child_process').ChildProcess[]} */
const drivers = [];
/** @type {number[]} */
const servicePids = [];
afterEach(() => {
  for (const driver of drivers.splice(0)) if (driver.exitCode === null) driver.kill('SIGKILL');
  for (const pid of servicePids.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

/**
 * Runs `supervise` in a process of its own, as start.mjs does, leading its process group;
 * `viaShell` starts it through a shell, as npm does, and `driver` is then that shell.
 */
function start(services, { viaShell = false } = {}) {
  const code = `
    import { supervise } from ${JSON.stringify(superviseUrl)};
    process.exit(await supervise(${JSON.stringify(services)}));
  `;
  const args = ['--input-type=module', '-e', code];
  const [command, commandArgs] = viaShell
    ? ['sh', ['-c', '"$0" "$@"; echo shell done', process.execPath, ...args]]
    : [process.execPath, args];
  const driver = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  drivers.push(driver);
  let output = '';
  driver.stdout?.on('data', (chunk) => (output += chunk));
  driver.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => driver.on('exit', (code) => resolve(code)));
  const pid = async (name) => {
    await until(() => new RegExp(`${name} pid \\d+`).test(output));
    const found = Number(new RegExp(`${name} pid (\\d+)`).exec(output)?.[1]);
    servicePids.push(found);
    return found;
  };
  return { driver, exited, pid, output: () => output };
}

async function until(check, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether the process still runs (a zombie nobody reaped yet counts as gone). */
function running(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== 'linux';
    } catch {
      return false;
    }
  }
}

const count = (text, part) => text.split(part).length - 1;

describe('npm start supervising the site and the sandbox gateway', () => {
  it('stops both on SIGTERM to npm start alone, then exits with 0', async () => {
    const run = start([service('gateway'), service('site', { essential: true })]);
    const [site, gateway] = [await run.pid('site'), await run.pid('gateway')];
    run.driver.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(count(run.output(), 'site got SIGTERM')).toBe(1);
    expect(count(run.output(), 'gateway got SIGTERM')).toBe(1);
    expect([running(site), running(gateway)]).toEqual([false, false]);
  });

  it('gives each service one signal on Ctrl-C to the whole process group, so the site shuts down cleanly', async () => {
    const run = start([service('gateway'), service('site', { essential: true })]);
    const [site, gateway] = [await run.pid('site'), await run.pid('gateway')];
    process.kill(-Number(run.driver.pid), 'SIGINT');
    expect(await run.exited).toBe(0);
    expect(count(run.output(), 'site got SIGINT')).toBe(1);
    expect(count(run.output(), 'gateway got SIGINT')).toBe(1);
    expect([running(site), running(gateway)]).toEqual([false, false]);
  });

  it('keeps the site running when the gateway ends, and says so', async () => {
    const run = start([service('gateway'), service('site', { essential: true })]);
    const [site, gateway] = [await run.pid('site'), await run.pid('gateway')];
    process.kill(gateway, 'SIGKILL');
    await until(() => run.output().includes('The gateway stopped (SIGKILL); the site keeps'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([running(site), run.driver.exitCode]).toEqual([true, null]);
    run.driver.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(running(site)).toBe(false);
  });

  it('stops the gateway and exits with the code of a site that ends', async () => {
    const run = start([service('gateway'), service('site', { essential: true, exitAfterMs: 300 })]);
    const gateway = await run.pid('gateway');
    expect(await run.exited).toBe(3);
    expect(run.output()).toContain('gateway got SIGTERM');
    expect(running(gateway)).toBe(false);
  });

  it('stops both when npm passes SIGTERM on to its shell only, which dies of it', async () => {
    const run = start([service('gateway'), service('site', { essential: true })], {
      viaShell: true,
    });
    const [site, gateway] = [await run.pid('site'), await run.pid('gateway')];
    run.driver.kill('SIGTERM');
    await until(() => !running(site) && !running(gateway));
    expect(count(run.output(), 'site got SIGTERM')).toBe(1);
  });

  it('leaves no service behind when npm start is killed outright', async () => {
    const run = start([service('gateway'), service('site', { essential: true })]);
    const [site, gateway] = [await run.pid('site'), await run.pid('gateway')];
    run.driver.kill('SIGKILL');
    await until(() => !running(site) && !running(gateway));
    expect(run.output()).toContain('site got SIGTERM');
  });
});
