import type { FastifyReply } from 'fastify';

/** Sends a file to download: no caching (it holds personal records), a plain ASCII file name. */
export function sendDownload(reply: FastifyReply, file: { type: string; name: string; body: string | Buffer }) {
  return reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '-')}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

