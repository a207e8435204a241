import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * One log line per request, written when the answer has gone (Fastify's own request logging writes
 * two, for every request). Under load most requests are successful public reads that say nothing
 * new, so those are sampled; everything else is logged:
 *   5xx -> error, 4xx -> info, slower than REQUEST_SLOW_MS (default 1000) -> warn,
 *   other answers -> info, except successful answers of hot public reads (`isHotRead`), of which
 *   REQUEST_LOG_SAMPLE (default 0.01; 1 logs all, 0 none) are logged.
 */
const envSchema = z.object({
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  REQUEST_SLOW_MS: z.coerce.number().int().min(1).default(1000),
});

export function installRequestLogging(app: FastifyInstance, isHotRead: (request: FastifyRequest) => boolean): void {
  const { REQUEST_LOG_SAMPLE: sample, REQUEST_SLOW_MS: slowMs } = envSchema.parse(process.env);
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    // request.log already names the request (reqId).
    const line = () => ({ method: request.method, url: request.url, status, ms, ip: request.ip });
    if (status >= 500) request.log.error(line(), 'request failed');
    else if (ms >= slowMs) request.log.warn(line(), 'slow request');
    else if (status >= 400) request.log.info(line(), 'request refused');
    else if (!isHotRead(request) || (sample > 0 && Math.random() < sample)) request.log.info(line(), 'request completed');
  });
}
