import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESPONSE_CODES } from '@mall/shared';
import type { AppContext } from '../../context';
import { envelope, localeOf, ok, parse } from '../../http/envelope';
import { userOf } from '../accounts';
import { UploadError } from './messages';
import { maxUploadBytes } from './purposes';
import { fileKeyField, uploadUrlBody } from './schemas';
import { createUploadUrl, discardUpload, readPublic, receiveUpload, uploadService } from './uploads-service';

const tags = ['uploads'];

const fileKeyBody = z.object({ fileKey: fileKeyField });
const putQuery = z.object({ token: z.string().min(1, 'validation.required').max(100, 'validation.invalid') });

/** The origin the browser reached us on (X-Forwarded-* honoured: trustProxy is on). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The PUT link is used cross-origin without credentials (spec section 7): any origin may send bytes with a valid token. */
function cors(reply: FastifyReply): FastifyReply {
  return reply
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Allow-Methods', 'PUT, OPTIONS')
    .header('Access-Control-Allow-Headers', 'Content-Type')
    .header('Access-Control-Max-Age', '600');
}

/** Upload flow: signed URL, browser PUT (checked on receipt), public files at /res/<key>. */
export function registerUploadsRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post(
    '/p/file/uploadUrl',
    { schema: { tags, summary: 'A signed, single-use PUT URL for one file {fileName, contentType, size, purpose}' } },
    async (request) => {
      const input = parse(uploadUrlBody, request.body ?? {});
      return ok(await createUploadUrl(await uploadService(ctx), userOf(request).userId, input, originOf(request)));
    },
  );

  api.post('/p/file/discard', { schema: { tags, summary: 'Drop an uploaded file that is not attached yet' } }, async (request) => {
    const { fileKey } = parse(fileKeyBody, request.body ?? {});
    return ok(await discardUpload(await uploadService(ctx), userOf(request).userId, fileKey));
  });

  // The PUT takes raw bytes of any type; its own scope so other routes keep their JSON parser.
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes() + 1 }, (_req, body, done) => done(null, body));

    scope.options('/file/put/*', async (_request, reply) => cors(reply).status(204).send());

    scope.put(
      '/file/put/*',
      { schema: { tags, summary: 'Receives the bytes of a signed upload URL (no credentials)' } },
      async (request, reply) => {
        cors(reply);
        const fileKey = (request.params as { '*': string })['*'];
        const { token } = parse(putQuery, request.query);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          return ok(await receiveUpload(await uploadService(ctx), fileKey, token, bytes));
        } catch (err) {
          // A refused PUT is an HTTP failure too, so a plain `fetch(...).ok` check sees it.
          if (err instanceof UploadError) return reply.status(400).send(envelope(err.code, err.messageFor(localeOf(request)), null));
          throw err;
        }
      },
    );
  });

  api.get('/res/*', { schema: { tags, summary: 'A public uploaded file, long-cached (keys are immutable)' } }, async (request, reply) => {
    const fileKey = (request.params as { '*': string })['*'];
    const svc = await uploadService(ctx);
    const file = /^[a-z0-9-]+\/[a-f0-9-]{36}$/.test(fileKey) ? await readPublic(svc, fileKey) : null;
    if (!file) {
      return reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, new UploadError('fileMissing').messageFor(localeOf(request)), null));
    }
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${fileKey.slice(-36)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(file.bytes);
  });
}
