import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayPort, tryListen } from './gateway-port.mjs';

/** @type {import('node:net').Server[]} */
const occupied = [];
afterEach(async () => {
  await Promise.all(occupied.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** Holds a port the way any other program would: every address, IPv6 and IPv4. */
async function occupy(port = 0) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  occupied.push(server);
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

/** A site port whose PORT+100 is free right now. */
async function sitePortWithFreeNeighbour() {
  for (;;) {
    const port = await tryListen(0, '127.0.0.1');
    if (port !== null && port > 100) return port - 100;
  }
}

describe('the sandbox gateway port of npm start', () => {
  it('is PORT+100 when that port is free', async () => {
    const site = await sitePortWithFreeNeighbour();
    expect(await gatewayPort({ PORT: String(site) })).toEqual({ port: site + 100, problem: null });
  });

  it('is another free port when PORT+100 is taken, and the start goes on', async () => {
    const taken = await occupy();
    const { port, problem } = await gatewayPort({ PORT: String(taken - 100) });
    expect(problem).toBeNull();
    expect(port).not.toBe(taken);
    expect(await tryListen(/** @type {number} */ (port), '127.0.0.1')).toBe(port);
  });

  it('is never one fetch refuses, such as 6000 after PORT=5900', async () => {
    const { port, problem } = await gatewayPort({ PORT: '5900' });
    expect(problem).toBeNull();
    expect(port).not.toBe(6000);
  });

  it('is SANDBOX_GATEWAY_PORT when set and free; 0 there means any free port', async () => {
    const free = /** @type {number} */ (await tryListen(0, '127.0.0.1'));
    expect(await gatewayPort({ SANDBOX_GATEWAY_PORT: String(free) })).toEqual({
      port: free,
      problem: null,
    });
    expect((await gatewayPort({ SANDBOX_GATEWAY_PORT: '0' })).port).toBeGreaterThan(0);
  });

  it('names SANDBOX_GATEWAY_PORT when the port set there is taken', async () => {
    const taken = await occupy();
    const { port, problem } = await gatewayPort({ SANDBOX_GATEWAY_PORT: String(taken) });
    expect(port).toBe(taken);
    expect(problem).toMatch(new RegExp(`^Port ${taken} .* is taken: set SANDBOX_GATEWAY_PORT `));
  });

  it.each([
    ['6666', /^SANDBOX_GATEWAY_PORT=6666 is a port fetch and browsers refuse/],
    ['70000', /^SANDBOX_GATEWAY_PORT=70000 is not a port number/],
    ['http', /^SANDBOX_GATEWAY_PORT=http is not a port number/],
  ])('names SANDBOX_GATEWAY_PORT when it is %s', async (value, message) => {
    const { port, problem } = await gatewayPort({ SANDBOX_GATEWAY_PORT: value });
    expect(port).toBeNull();
    expect(problem).toMatch(message);
  });
});
