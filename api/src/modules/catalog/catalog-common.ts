import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESPONSE_CODES, type Page } from '@mall/shared';
import { catalogId, catalogPaging, optionalQuery } from '@mall/shared/contracts';
import { langOfLocale, num, type Lang } from '../../db/sql';
import { localeOf } from '../../http/envelope';
import { ModuleError, registerMessages } from '../../http/messages';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

declare module '../../http/messages' {
  interface ModuleMessages {
    catalog: typeof en;
  }
}

/** Column suffix of the request's language: names are chosen by the Locale header. */
export { langOfLocale, num, type Lang };
export const langOf = (request: FastifyRequest): Lang => langOfLocale(localeOf(request));

// Catalogue refusals, worded from i18n/{en,zh_CN}.json in the request's language when answered
// (registered here so a service called outside the app words them too; registering is idempotent).
registerMessages('catalog', { en, zh_CN });

/** A00013 "does not exist", worded in the request's language. */
export function notFound(what: keyof typeof en = 'notFound'): ModuleError<'catalog'> {
  return new ModuleError('catalog', what, { code: RESPONSE_CODES.NOT_FOUND });
}

/** A positive id and `?current&size` (at most 60 a page) of the catalogue's queries: contracts/catalog.ts. */
export const idParam = catalogId;
export const pagingSchema = catalogPaging;
export type Paging = z.output<typeof pagingSchema>;

export const optional = optionalQuery;

export function pageOf<T>(records: T[], total: number, paging: Paging): Page<T> {
  return { records, total, pages: Math.ceil(total / paging.size), current: paging.current, size: paging.size };
}
