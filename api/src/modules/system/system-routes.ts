import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import * as system from './system-service';

const tags = ['system'];
const dictQuery = z.object({ dictType: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required') });
const configKeyParams = z.object({ key: z.string().trim().min(1, 'validation.required').max(64, 'validation.invalid') });

/** Spec section 7: the calls every visitor makes before signing in. */
export function registerSystemRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/dict/data/list', { schema: { tags, summary: 'Dictionary entries of a type (e.g. UNITS_OF_MEASUREMENT)' } }, async (request) => {
    const { dictType } = parse(dictQuery, request.query);
    return ok(await system.listDictionary(ctx, dictType, localeOf(request)));
  });

  api.get(
    '/webConfig/getPcWebConfig',
    { schema: { tags, summary: 'Site title, logo, SEO and footer for the Locale header' } },
    async (request) => ok(await system.getWebConfig(ctx, localeOf(request))),
  );

  api.get('/currency/list', { schema: { tags, summary: 'Currencies with exchange rates, status and the default flag' } }, async (request) =>
    ok(await system.listCurrencies(ctx, localeOf(request))),
  );

  api.get('/lang/default', { schema: { tags, summary: 'Offered languages and the default one' } }, async () =>
    ok(await system.listLanguages(ctx)),
  );

  api.get(
    '/pconfig/getInfo/:key',
    { schema: { tags, summary: 'A public switch; HIDE_SALES answers a JSON string with isOpen' } },
    async (request) => {
      const { key } = parse(configKeyParams, request.params);
      return ok(await system.getPublicConfig(ctx, key));
    },
  );
}
