// A closed-loop HTTP/1.1 load: `connections` keep-alive sockets, each sending its next request
// as soon as the answer to the last one is in, for `duration` seconds. It does what the
// benches asked of autocannon with half its CPU per request (docs/bench-history.md, "2026-11-26,
// afternoon"): the load shares the machine's two cores with the server and PostgreSQL.
import net from 'node:net';

/**
 * Answers with the fields `summarizeLoad` reads from an autocannon result. `request()` gives
 * each request's method, path, headers and optional body, given the index of the connection
 * that sends it (each connection sends its requests one after another); only answers that end
 * before the deadline count. An answer must carry content-length (the API's JSON answers all
 * do).
 * @param {{ url: string, connections: number, duration: number,
 *   request: (connection: number) => { method: string, path: string, headers?: Record<string, string>, body?: string } }} options
 */
export async function httpLoad({ url, connections, duration, request }) {
  const { hostname, port, host } = new URL(url);
  const latencies = [];
  const counts = { '2xx': 0, non2xx: 0, errors: 0 };
  const deadline = performance.now() + duration * 1000;

  const wire = (index) => {
    const { method, path, headers = {}, body } = request(index);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body === undefined) return `${head}\r\n`;
    return `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  };

  const connection = (index) =>
    new Promise((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      let finished = false;
      const next = () => {
        if (performance.now() >= deadline) {
          finished = true;
          return socket.end();
        }
        sentAt = performance.now();
        socket.write(wire(index));
      };
      socket.on('connect', next);
      socket.on('error', () => undefined);
      // A socket that closes before the load ended it (refused, reset, answer unreadable).
      socket.on('close', () => {
        if (!finished) counts.errors++;
        resolve();
      });
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (;;) {
          const headEnd = pending.indexOf('\r\n\r\n');
          if (headEnd === -1) return;
          const head = pending.toString('latin1', 0, headEnd);
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length) {
            counts.errors++;
            return socket.destroy();
          }
          const end = headEnd + 4 + Number(length[1]);
          if (pending.length < end) return;
          pending = pending.subarray(end);
          const now = performance.now();
          if (now <= deadline) {
            const status = Number(head.slice(9, 12));
            counts[status >= 200 && status < 300 ? '2xx' : 'non2xx']++;
            latencies.push(now - sentAt);
          }
          next();
        }
      });
    });

  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length === 0
      ? 0
      : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { ...counts, latency: { p50: at(0.5), p99: at(0.99), max: at(1) } };
}
