import { cachedRoute, localeAndQuery, tag } from '../../cache';
import type { AppContext } from '../../context';

/** Every page asks for these before it renders: kept until their table changes (src/cache). */
export function cacheSystemRoutes(ctx: AppContext): void {
  const route = (path: string, table: string) =>
    cachedRoute(ctx, path, { key: localeAndQuery, cdn: { maxAge: 300, staleWhileRevalidate: 3600 }, tags: () => [tag.table(table)] });
  route('/webConfig/getPcWebConfig', 'web_config');
  route('/currency/list', 'currency');
  route('/lang/default', 'language');
  route('/dict/data/list', 'dict_data');
  route('/pconfig/getInfo/:key', 'sys_config');
  // Data of the installed packages: changes only with a new release.
  cachedRoute(ctx, '/countries', { key: localeAndQuery, cdn: { maxAge: 3600, staleWhileRevalidate: 86400 } });
}
