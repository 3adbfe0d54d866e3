import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { TestSocket } from '../modules/realtime/socket-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shutdown with requests running', () => {
  it('waits for a handler whose client hung up before the app finishes closing', async () => {
    const steps: string[] = [];
    const app = await ctx.appWith({}, (a) => {
      a.get('/wps/test/slow', async () => {
        await sleep(300);
        steps.push('handler finished');
        return { success: true, value: null };
      });
      a.addHook('onClose', async () => {
        steps.push(`drained with ${await a.drainRequests(5_000)} left`);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = httpRequest({ port, host: '127.0.0.1', path: '/wps/test/slow' });
    client.on('error', () => undefined);
    client.end();
    await sleep(50);
    client.destroy();
    await sleep(20);
    await app.close();
    expect(steps).toEqual(['handler finished', 'drained with 0 left']);
  });

  it('does not count a WebSocket, which never sends a reply, as a running request', async () => {
    const app = await ctx.appWith({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/wps/ws`);
    socket.ws.close();
    await sleep(50);
    expect(await app.drainRequests(200)).toBe(0);
  });

  it('answers at once when nothing is running', async () => {
    expect(await ctx.app.drainRequests(5_000)).toBe(0);
  });
});
