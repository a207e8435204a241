import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import { uploadsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { envelope, localeOf, ok } from '../../http/envelope';
import { ModuleError } from '../../http/messages';
import { STORED_FILE_CSP } from '../../site/security-headers';
import { userOf } from '../accounts';
import { maxUploadBytes } from './purposes';
import { createUploadUrl, discardUpload, readPublic, receiveUpload, uploadService } from './uploads-service';

const tags = ['uploads'];

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

/** Upload flow: signed URL, browser PUT (checked on receipt), public files at /res/<key>. Bodies: contracts/uploads.ts. */
export function registerUploadsRoutes(api: Api, ctx: AppContext): void {
  route(api, c.uploadUrl, { tags, summary: 'A signed, single-use PUT URL for one file' }, async (request) =>
    ok(await createUploadUrl(await uploadService(ctx), userOf(request).userId, request.body, originOf(request))),
  );

  route(api, c.discard, { tags, summary: 'Drop an uploaded file that is not attached yet' }, async (request) =>
    ok(await discardUpload(await uploadService(ctx), userOf(request).userId, request.body.fileKey)),
  );

  // The PUT takes raw bytes of any type; its own scope so other routes keep their JSON parser.
  void api.register(async (scope: Api) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes() + 1 }, (_req, body, done) => done(null, body));

    scope.options('/file/put/*', async (_request, reply) => cors(reply).status(204).send());

    route(scope, c.put, { tags, summary: 'Receives the bytes of a signed upload URL (no credentials)' }, async (request, reply) => {
      cors(reply);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        return ok(await receiveUpload(await uploadService(ctx), request.params['*'], request.query.token, bytes));
      } catch (err) {
        // A refused PUT is an HTTP failure too, so a plain `fetch(...).ok` check sees it.
        if (err instanceof ModuleError) return reply.status(400).send(envelope(err.code, err.messageFor(localeOf(request)), null));
        throw err;
      }
    });
  });

  route(api, c.publicFile, { tags, summary: 'A public uploaded file, long-cached (keys are immutable)' }, async (request, reply) => {
    const fileKey = request.params['*'];
    const svc = await uploadService(ctx);
    const file = /^[a-z0-9-]+\/[a-f0-9-]{36}$/.test(fileKey) ? await readPublic(svc, fileKey) : null;
    if (!file) {
      const missing = new ModuleError('uploads', 'fileMissing', { code: RESPONSE_CODES.NOT_FOUND });
      return reply.status(404).send(envelope(missing.code, missing.messageFor(localeOf(request)), null));
    }
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${fileKey.slice(-36)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', STORED_FILE_CSP)
      .send(file.bytes);
  });
}
