import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_MESSAGE_KEYS, RESPONSE_CODES, type ResponseCode } from '@mall/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { envelope, localeOf } from './envelope';
import { ModuleError, translate } from './messages';

interface ZodLikeError {
  name: string;
  issues: { message: string; path: PropertyKey[] }[];
}

function isZodError(err: unknown): err is ZodLikeError {
  return err instanceof Error && err.name === 'ZodError' && Array.isArray((err as Partial<ZodLikeError>).issues);
}

/** Client mistakes fastify reports itself (bad JSON, wrong content type, body too large, ...). */
function clientCode(status: number): ResponseCode {
  if (status === 404) return RESPONSE_CODES.NOT_FOUND;
  if (status === 429) return RESPONSE_CODES.TOO_MANY_REQUESTS;
  if (status === 401) return RESPONSE_CODES.UNAUTHORIZED;
  return RESPONSE_CODES.INVALID_ARGUMENT;
}

/**
 * PostgreSQL's refusals of a value (out of range, not a number, NUL in text, too long for its
 * column): input the guard let through, never a server fault, so A00014 rather than A00005.
 */
const DB_INPUT_ERRORS = new Set(['22003', '22P02', '22021', '22001', '22007', '22008', '54000']);
const isDbInputError = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' && DB_INPUT_ERRORS.has((err as { code: string }).code);

/** The envelope of a client error Fastify or Node found before any route ran (bad URL, header too large...). */
export function clientErrorEnvelope(status: number, locale: Parameters<typeof translate>[1] = 'en') {
  const code = clientCode(status);
  return envelope(code, translate(CODE_MESSAGE_KEYS[code], locale), null);
}

/**
 * Every failure leaves as a {code, msg, data} envelope in the caller's language: business
 * errors and invalid input with HTTP 200 (the client reads the code), unknown routes 404, and
 * anything unexpected 500 with a generic message while the details go to the log.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (error instanceof ModuleError) {
      return reply.status(200).send(envelope(error.code, error.messageFor(locale), error.data));
    }
    // Input refused by a route's contract schema: the first failing rule, worded, naming its field.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first.instancePath.split('/').filter(Boolean).join('.');
      const msg = translate(first.message ?? 'code.invalidArgument', locale);
      return reply.status(200).send(envelope(RESPONSE_CODES.INVALID_ARGUMENT, msg, { field }));
    }
    if (isZodError(error)) {
      const first = error.issues[0];
      const msg = first ? translate(first.message, locale) : translate('code.invalidArgument', locale);
      return reply.status(200).send(envelope(RESPONSE_CODES.INVALID_ARGUMENT, msg, null));
    }
    if (isDbInputError(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply.status(200).send(envelope(RESPONSE_CODES.INVALID_ARGUMENT, translate('code.invalidArgument', locale), null));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const msg = `${translate('code.invalidArgument', locale)}: ${fastifyError.message}`;
      return reply.status(200).send(envelope(RESPONSE_CODES.INVALID_ARGUMENT, msg, null));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code = clientCode(status);
      const msg = `${translate(CODE_MESSAGE_KEYS[code], locale)}: ${fastifyError.message}`;
      return reply.status(status).send(envelope(code, msg, null));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(RESPONSE_CODES.EXCEPTION, translate('code.exception', locale), null));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope(RESPONSE_CODES.NOT_FOUND, translate('code.notFound', localeOf(request)), null));
  });
}
