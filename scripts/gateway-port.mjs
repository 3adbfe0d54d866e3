// Where `npm start` runs the sandboxes: the payment gateway (docs/payments.md "The sandbox
// gateway") and the game vendor (docs/games.md "Sandbox vendor").
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Ports fetch refuses; the API's configuration check reads the same list (config-sections/port.ts). */
const badPorts = new Set(
  JSON.parse(readFileSync(join(root, 'apps/api/src/config-sections/bad-ports.json'), 'utf8')),
);

/**
 * Listens on `port` at `host` for a moment: resolves with the port it got (the system's
 * choice for 0), or null when it is taken or not allowed.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number | null>}
 */
export function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

const orUnset = 'or leave it unset for npm start to pick a free one';

/**
 * @typedef {{ portVar: string, hostVar: string, name: string, offset: number }} SandboxSpec
 * A sandbox service's variables, its name in messages, and its preferred port's distance
 * from the site's.
 */

/** @type {SandboxSpec} */
const gateway = {
  portVar: 'SANDBOX_GATEWAY_PORT',
  hostVar: 'SANDBOX_GATEWAY_HOST',
  name: 'the sandbox payment gateway',
  offset: 100,
};
/** @type {SandboxSpec} */
const vendor = {
  portVar: 'SANDBOX_VENDOR_PORT',
  hostVar: 'SANDBOX_VENDOR_HOST',
  name: 'the sandbox game vendor',
  offset: 200,
};

/**
 * The sandbox gateway's port. SANDBOX_GATEWAY_PORT when set (0: any free port); unset,
 * PORT+100 when it is free and fetch allows it, else a free port the system picks.
 * `problem` is one line naming the variable to change when the gateway cannot run; `port`
 * then is the one asked for when it is a usable number (it is merely taken), else null.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ port: number | null, problem: string | null }>}
 */
export const gatewayPort = (env) => sandboxPort(env, gateway);

/** The sandbox game vendor's port, by the same rules (SANDBOX_VENDOR_PORT, PORT+200). */
export const vendorPort = (env) => sandboxPort(env, vendor);

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {SandboxSpec} spec
 * @returns {Promise<{ port: number | null, problem: string | null }>}
 */
async function sandboxPort(env, spec) {
  const { portVar, hostVar, name } = spec;
  const host = env[hostVar]?.trim() || '127.0.0.1';
  const wanted = env[portVar]?.trim();
  if (wanted && wanted !== '0') {
    const port = /^\d+$/.test(wanted) ? Number(wanted) : NaN;
    if (!(port >= 1 && port <= 65535)) {
      return {
        port: null,
        problem: `${portVar}=${wanted} is not a port number: set ${portVar} to one from 1 to 65535, ${orUnset}.`,
      };
    }
    if (badPorts.has(port)) {
      return {
        port: null,
        problem: `${portVar}=${port} is a port fetch and browsers refuse: set ${portVar} to another port, ${orUnset}.`,
      };
    }
    if ((await tryListen(port, host)) === null) {
      return {
        port,
        problem: `Port ${port} of ${name} is taken: set ${portVar} to a free port, ${orUnset}.`,
      };
    }
    return { port, problem: null };
  }
  const sitePort = Number(env.PORT?.trim() || 3000);
  const preferred = sitePort > 0 ? sitePort + spec.offset : 0;
  if (Number.isInteger(preferred) && preferred > 0 && preferred <= 65535) {
    if (!badPorts.has(preferred) && (await tryListen(preferred, host)) !== null) {
      return { port: preferred, problem: null };
    }
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await tryListen(0, host);
    if (port === null) break;
    // The system's range of free ports holds no bad one unless an administrator widened it.
    if (!badPorts.has(port)) return { port, problem: null };
  }
  return {
    port: null,
    problem: `${name.charAt(0).toUpperCase()}${name.slice(1)} cannot listen on ${hostVar}=${host}: set ${hostVar} to an address of this machine.`,
  };
}
