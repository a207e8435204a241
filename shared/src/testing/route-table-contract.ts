import type { LayoutName, RemoteRoutesModule, RouteDef } from '../routes';
import { routeTableProblems } from '../ui/route-meta';

/** A row of ROUTES.md a remote owns: path, layout, login required. */
export type RouteContractRow = [path: string, layout: LayoutName, login: boolean];

export interface RouteTableUnderTest {
  remote: string;
  namespace: string;
  /** The rows of ROUTES.md this remote owns. */
  contract: RouteContractRow[];
  /** The remote's exposed ./routes module and its plain route table. */
  mod: RemoteRoutesModule;
  routes: RouteDef[];
  /** The remote's own translation files (without the generated titles). */
  en: object;
  zh_CN: object;
}

const keyPaths = (o: object, prefix = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keyPaths(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

/**
 * The checks every remote's route table must pass against ROUTES.md and the shell's contract.
 * Call inside a test file (vitest globals); add the remote's own cases beside it.
 */
export function describeRouteTableContract(t: RouteTableUnderTest): void {
  const { routes, mod } = t;
  describe(`${t.remote} route table (ROUTES.md)`, () => {
    it('has exactly the contract paths, with their layout and login flag', () => {
      expect(routes.map((r) => r.path).sort()).toEqual(t.contract.map(([p]) => p).sort());
      for (const [path, layout, login] of t.contract) {
        const r = routes.find((x) => x.path === path)!;
        expect({ path, layout: r.layout, login: Boolean(r.login) }).toEqual({ path, layout, login });
      }
    });

    it('is consistent: every pageKey has a page loader, titles in both languages, no stray pages', () => {
      expect(routeTableProblems(routes, mod.pages)).toEqual([]);
      for (const r of routes) expect(r.title.zh_CN).toMatch(/[\u4e00-\u9fff]/);
    });

    it('is plain data, as published in routes.json', () => {
      expect(JSON.parse(JSON.stringify(routes))).toEqual(routes);
    });

    it('gives the shell the namespace, both bundles and the same table, titles from the table', () => {
      expect(mod.namespace).toBe(t.namespace);
      expect(mod.routes).toBe(routes);
      for (const r of routes.filter((x) => x.pageKey)) {
        expect((mod.i18n.en as { titles: Record<string, string> }).titles[r.pageKey!]).toBe(r.title.en);
        expect((mod.i18n.zh_CN as { titles: Record<string, string> }).titles[r.pageKey!]).toBe(r.title.zh_CN);
      }
    });

    it('has the same keys in en and zh_CN', () => {
      expect(keyPaths(t.zh_CN)).toEqual(keyPaths(t.en));
      expect('titles' in t.en).toBe(false); // titles come from the route table
    });

    it('loads every page as its own module with a component', async () => {
      for (const [key, load] of Object.entries(mod.pages)) {
        const m = await load();
        expect(typeof m.default, key).toBe('function');
      }
    });
  });
}
