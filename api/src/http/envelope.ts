import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_LOCALE, RESPONSE_CODES, type ApiEnvelope, type Locale } from '@mall/shared';
import { translate } from './messages';

export { translate };

/** The success envelope of every API answer (mall4j adds the timestamp). */
export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: RESPONSE_CODES.OK, msg: null, data, timestamp: Date.now() };
}

export function envelope<T>(code: string, msg: string | null, data: T): ApiEnvelope<T> {
  return { code, msg, data, timestamp: Date.now() };
}

/** The buyer's language from the `Locale` header (spec section 7); English unless it asks for Chinese. */
export function localeOf(request: FastifyRequest): Locale {
  const raw = request.headers.locale;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase().replace('-', '_');
  return value === 'zh_cn' || value === 'zh' ? 'zh_CN' : DEFAULT_LOCALE;
}

/** Parses input with a (shared) schema; a failure becomes A00014 with the first rule's message. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(value);
}
