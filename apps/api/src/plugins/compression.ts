import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers (and the page with its boot data) above 1 KB. Files of the web build
 * already carry their own `.br`/`.gz` and leave with that Content-Encoding, which this skips.
 */
export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
