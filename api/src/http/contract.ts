import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { createSerializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESPONSE_CODES } from '@mall/shared';
import { envelopeOf, type Endpoint } from '@mall/shared/contracts';

/**
 * The wire contract on the server (docs/api.md "Contract"): routes declare their request and
 * response bodies with the zod schemas of `@mall/shared/contracts`; the type provider validates
 * input (a failure answers A00014, see error-handler.ts), types the handler and serialises the
 * answer through the same schema (unknown fields are dropped, a wrong one is a 500 in tests before
 * it is a drift in production), and /api/docs shows every body.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** Zod only: a route that hands fastify a JSON schema is a route outside the contract. */
const contractValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!isZod(route.schema)) {
    throw new Error(`${route.method} ${route.url}: declare ${route.httpPart} with a zod schema from @mall/shared/contracts`);
  }
  return validatorCompiler(route);
};

const strictSerializer = createSerializerCompiler();

/**
 * Answers with a success code go through the route's response schema; a refusal (A00001 with its
 * data, A00014 with {field}, ...) is sent by the error handler with the same status 200 and is
 * written as it is: its data is not the success data.
 */
const envelopeSerializer: typeof strictSerializer = (route) => {
  const strict = strictSerializer(route);
  return (payload) => {
    const code = (payload as { code?: unknown } | null)?.code;
    return code === RESPONSE_CODES.OK || code === RESPONSE_CODES.OK_SILENT ? strict(payload) : JSON.stringify(payload);
  };
};

/** Installs the contract on the root instance (before any route is added). */
export function installContract(app: FastifyInstance): void {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(envelopeSerializer);
  // A POST without a body is checked as an empty object, so the answer names the first missing field.
  app.addHook('preValidation', async (request) => {
    const bodySchema = request.routeOptions.schema?.body;
    if (bodySchema && (request.body === undefined || request.body === null) && !(bodySchema instanceof z.ZodArray)) request.body = {};
  });
}

/**
 * A refusal: a business rule (HTTP 200 with A00001, A00013, A00014 + {field}, A03xxx, ...), a
 * client error fastify saw (4xx) or a failure (500, A00005). The code says which (spec section 8).
 */
const refusal = envelopeOf(z.unknown().describe('null, or what the refusal carries: {field}, {balance}, ...'));
const refusals = { '4xx': refusal, '5xx': refusal } as const;

/** The response map of a route whose success data is `data`: `{200: {code, msg, data, timestamp}}` and the refusals. */
export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeOf(data), ...refusals });

/** The schema fastify sees for an endpoint: its input parts and the envelope of its data (or its file). */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['querystring'];
  body: E['body'];
  response: (E['data'] extends z.ZodType
    ? E extends { bare: true }
      ? { 200: E['data'] }
      : { 200: ReturnType<typeof envelopeOf<E['data']>> }
    : { 200: FileAnswer }) &
    typeof refusals;
};
type FileAnswer = { description: string; content: Record<string, { schema: z.ZodType }> };

export type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What /api/docs says of a route, plus fastify route options (hooks, config, bodyLimit). */
export type RouteDoc<E extends Endpoint> = {
  summary: string;
  tags: string[];
  description?: string;
  security?: Record<string, string[]>[];
} & Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'schema'
>;

/**
 * Registers one endpoint of a contract: its method and URL, its schemas, its docs. The handler's
 * request is typed by the schemas (already validated) and its answer is checked against the
 * response schema, at compile time and when it is sent.
 *
 *   route(api, reviewsContract.orderItems, { tags, summary: '...' }, async (r) => ok(await ...(r.query.orderNumber)));
 */
export function route<E extends Endpoint>(api: Api, endpoint: E, doc: RouteDoc<E>, handler: Handler<E>): void {
  const { summary, tags, description, security, ...options } = doc;
  const { data } = endpoint;
  const response =
    data instanceof z.ZodType
      ? endpoint.bare
        ? { 200: data, ...refusals }
        : answers(data)
      : {
          200: { description: `The file (${data.file})`, content: { [data.file]: { schema: z.string().describe('binary') } } },
          ...refusals,
        };
  // Only the parts the endpoint has: fastify warns about a declared part that is undefined.
  const schema = Object.fromEntries(
    Object.entries({
      summary,
      tags,
      description,
      // Paths under /p/ need the buyer's token (docs/api.md); the docs say so on each.
      security: security ?? (endpoint.url.startsWith('/p/') ? [{ token: [] }] : undefined),
      params: endpoint.params,
      querystring: endpoint.querystring,
      body: endpoint.body,
      response,
    }).filter(([, value]) => value !== undefined),
  );
  api.route({
    // A bare answer has no envelope code to tell a refusal: it always goes through its schema.
    ...(endpoint.bare ? { serializerCompiler: strictSerializer as unknown as FastifySerializerCompiler<SchemaOf<E>> } : {}),
    ...options,
    method: endpoint.method,
    url: endpoint.url,
    schema: schema as unknown as SchemaOf<E>,
    handler,
  });
}
