import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESPONSE_CODES, type Page } from '@mall/shared';
import { langOfLocale, num, type Lang } from '../../db/sql';
import { BizError, localeOf } from '../../http/envelope';

/** Column suffix of the request's language: names are chosen by the Locale header. */
export { langOfLocale, num, type Lang };
export const langOf = (request: FastifyRequest): Lang => langOfLocale(localeOf(request));

const MESSAGES = {
  productNotFound: { en: 'The product does not exist or has been removed', zh: '商品不存在或已删除' },
  notFound: { en: 'The content does not exist', zh: '内容不存在' },
} as const;

/** A00013 in the caller's language. */
export function notFound(lang: Lang, what: keyof typeof MESSAGES = 'notFound'): BizError {
  return new BizError(RESPONSE_CODES.NOT_FOUND, MESSAGES[what][lang]);
}

export const MAX_PAGE_SIZE = 60;
const intParam = (min: number, max: number) =>
  z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(min, 'validation.invalid').max(max, 'validation.invalid');
export const idParam = intParam(1, Number.MAX_SAFE_INTEGER);
export const pagingSchema = z.object({
  current: intParam(1, 10_000).default(1),
  size: intParam(1, MAX_PAGE_SIZE).default(20),
});
export type Paging = z.output<typeof pagingSchema>;

/** An optional query value: '' counts as absent. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export function pageOf<T>(records: T[], total: number, paging: Paging): Page<T> {
  return { records, total, pages: Math.ceil(total / paging.size), current: paging.current, size: paging.size };
}
