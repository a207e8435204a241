import { contracts, type Endpoint } from '@mall/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * The wire contract (docs/api.md): every route of the API is registered from an endpoint of
 * `@mall/shared/contracts`, so the OpenAPI document at /api/docs shows its request and response
 * bodies. Every route has a response schema (the list of routes not migrated yet ended empty).
 */

/** CORS preflight answers (no body either way) are plumbing, not calls of the API. */
const PLUMBING = new Set(['options', 'head']);

interface Operation {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** '/p/rfq/close/:rfqNumber' -> '/api/p/rfq/close/{rfqNumber}' (how the document writes paths). */
const docPath = (e: Endpoint) => `${e.root ? '' : '/api'}${e.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`;

describe('API contract in the OpenAPI document', () => {
  let t: TestApp;
  let operations: { key: string; op: Operation }[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => !PLUMBING.has(method))
        .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
  });
  afterAll(() => t.close());

  const hasResponse = (op: Operation) => Object.values(op.responses?.['200']?.content ?? {}).some((c) => c.schema);

  it('has a response schema for every route', () => {
    const missing = operations.filter(({ op }) => !hasResponse(op)).map((o) => o.key);
    expect(missing, 'routes without a response schema: register them from a contract (docs/api.md)').toEqual([]);
  });

  it('documents the request of every contract endpoint that takes input, and registers every endpoint', () => {
    const byKey = new Map(operations.map((o) => [o.key, o.op]));
    const endpoints = Object.values(contracts).flatMap((c) => Object.values(c) as Endpoint[]);
    let requests = 0;
    for (const e of endpoints) {
      const key = `${e.method} ${docPath(e)}`;
      const op = byKey.get(key);
      expect(op, `${key} is in a contract but no route serves it`).toBeDefined();
      expect(hasResponse(op!), `${key}: response schema`).toBe(true);
      if (e.body) expect(op!.requestBody?.content?.['application/json']?.schema, `${key}: body schema`).toBeDefined();
      if (e.querystring || e.params) expect(op!.parameters?.length ?? 0, `${key}: parameters`).toBeGreaterThan(0);
      if (e.body || e.querystring || e.params) requests++;
    }
    const responses = operations.filter(({ op }) => hasResponse(op)).length;
    // The figures of docs/api.md: routes, routes with a response schema, endpoints with a request schema.
    console.info(`OpenAPI: ${operations.length} routes, ${responses} with a response schema, ${requests} with a request schema`);
    expect(responses).toBe(endpoints.length);
  });
});
