import { z } from 'zod';

/**
 * Building blocks of every domain's contract (docs/api.md "Contract"). A contract file holds the
 * zod schemas of one API domain's request and response bodies; the API's routes declare them and
 * the remotes import their types (`import type`: zod stays out of the pages' bundles). A body's
 * type is its wire form, `z.input<typeof xSchema>` (a time is a string there, see isoTime).
 */

/** The envelope of every answer (spec section 7): `{code, msg, data, timestamp}` (ApiEnvelope in codes.ts). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.string().describe('00000 ok; see RESPONSE_CODES (spec section 8) for the others'),
    msg: z.string().nullable(),
    data,
    timestamp: z.number().int().optional(),
  });

/** One page of a list: `{records, total, pages, current, size}` (mall4j paging; Page in codes.ts). */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    pages: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

/** `?current&size` of a paged list: 1-based page, at most 50 a page. */
export const pageQuery = (defaultSize = 10, maxSize = 50) =>
  z.object({
    current: z.coerce.number<number>().int().min(1).default(1),
    size: z.coerce.number<number>().int().min(1).max(maxSize).default(defaultSize),
  });

/** An answer without data (`data: null`). */
export const noData = z.null();

/**
 * A time as the API writes it: an ISO 8601 string (UTC). A service may answer a string or a Date
 * (a timestamp column as read); the wire, and the page, always get the string.
 */
export const isoTime = z
  .codec(z.string(), z.union([z.string(), z.date()]), {
    decode: (text) => text,
    encode: (value) => (typeof value === 'string' ? value : value.toISOString()),
  })
  .describe('ISO 8601 time');

/** A stored picture path or URL (resolved against the resource base by the page, spec section 3). */
export const picPath = z.string().nullable();

// --- endpoints -----------------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: where it is and what travels. `url` is relative to the API base, with
 * `:name` path parameters; `data` is the success envelope's data, or `{file}` for an answer that
 * is a file of that content type (a picture, a PDF, a video), not an envelope.
 */
export interface Endpoint {
  method: HttpMethod;
  url: string;
  /** Served at the site root, not under the API prefix (the build metadata of spec section 7). */
  root?: true;
  /** The answer is the data itself, not an envelope (files the shell polls). */
  bare?: true;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType | { file: string };
}

/** A domain's endpoints by name (`reviewsContract.orderItems`). */
export type Contract = Record<string, Endpoint>;

/** `'GET /p/prodComm/orderItems'`: how the client names an endpoint (typed by the contract). */
export type RouteKey<E extends Endpoint> = `${E['method']} ${E['url']}`;

/** Every endpoint of some contracts by its route key (those the request client calls: under the API prefix, in an envelope). */
export type RoutesOf<C extends Contract> = {
  [K in keyof C as C[K] extends { root: true } | { bare: true } ? never : RouteKey<C[K]>]: C[K];
};

/** `{params}`, `{query}` or `{body}` of an endpoint: required when its schema requires something, absent when it has none. */
type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What the client passes: path parameters, query and body, each only where the endpoint has it. */
export type InputOf<E extends Endpoint> = Part<'params', E['params']> & Part<'query', E['querystring']> & Part<'body', E['body']>;

/** The success data of an endpoint as it travels (a handler may answer a Date where this says a time string). */
export type DataOf<E extends Endpoint> = E['data'] extends z.ZodType ? z.input<E['data']> : never;
