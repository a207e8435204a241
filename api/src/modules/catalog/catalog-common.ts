import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESPONSE_CODES, type Page } from '@mall/shared';
import { catalogId, catalogPaging, optionalQuery } from '@mall/shared/contracts';
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

/** A positive id and `?current&size` (at most 60 a page) of the catalogue's queries: contracts/catalog.ts. */
export const idParam = catalogId;
export const pagingSchema = catalogPaging;
export type Paging = z.output<typeof pagingSchema>;

export const optional = optionalQuery;

export function pageOf<T>(records: T[], total: number, paging: Paging): Page<T> {
  return { records, total, pages: Math.ceil(total / paging.size), current: paging.current, size: paging.size };
}
