import { systemContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import * as system from './system-service';
import { countryOf, listCountries } from './countries';

const tags = ['system'];

/** Spec section 7: the calls every visitor makes before signing in. Bodies: contracts/system.ts. */
export function registerSystemRoutes(api: Api, ctx: AppContext): void {
  route(api, c.units, { tags, summary: 'Dictionary entries of a type (e.g. UNITS_OF_MEASUREMENT)' }, async (request) =>
    ok(await system.listDictionary(ctx, request.query.dictType, localeOf(request))),
  );
  route(api, c.webConfig, { tags, summary: 'Site title, logo, SEO and footer for the Locale header' }, async (request) =>
    ok(await system.getWebConfig(ctx, localeOf(request))),
  );
  route(api, c.currencies, { tags, summary: 'Currencies with exchange rates, status and the default flag' }, async (request) =>
    ok(await system.listCurrencies(ctx, localeOf(request))),
  );
  route(api, c.languages, { tags, summary: 'Offered languages and the default one' }, async () => ok(await system.listLanguages(ctx)));
  route(
    api,
    c.countries,
    { tags, summary: 'Countries with calling codes and first-level regions (ISO 3166), or one with ?code=' },
    async (request) => {
      const locale = localeOf(request);
      const code = request.query.code;
      if (!code) return ok(await listCountries(locale));
      const one = await countryOf(code, locale);
      return ok(one ? [one] : []);
    },
  );
  route(api, c.publicConfig, { tags, summary: 'A public switch; HIDE_SALES answers a JSON string with isOpen' }, async (request) =>
    ok(await system.getPublicConfig(ctx, request.params.key)),
  );
}
