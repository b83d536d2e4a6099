import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 KB or more (JSON lists, the CSV export, the page shell) on the fly,
 * brotli at a fast quality or gzip, as the browser accepts. Streams stay streams: a streamed
 * body is piped through the compressor. The built web app's files are not compressed here:
 * they are sent as the .br/.gz copies made at build time (see the web app plugin), and an
 * answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
