import fs from 'node:fs';
import path from 'node:path';
import { declaredRange, defineMallApp, sharedConfig } from '../federation';

const appPkg = (dir: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', dir, 'package.json'), 'utf8'));

describe('shared singletons of a remote (what the release registry checks)', () => {
  it('carry the catalog range, never the word "catalog:"', () => {
    const shared = sharedConfig(appPkg('mf-catalog')) as Record<string, { requiredVersion: string }>;
    expect(shared.react!.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@mall/shared']!.requiredVersion).toBe('^1.0.0');
    for (const [key, { requiredVersion }] of Object.entries(shared)) expect(requiredVersion, key).not.toContain('catalog');
  });

  it('reads named catalogs and refuses a name no catalog has', () => {
    const catalogs = { catalog: { react: '^19.2.0' }, catalogs: { legacy: { react: '^18.3.0' } } };
    expect(declaredRange('react', 'catalog:', catalogs)).toBe('^19.2.0');
    expect(declaredRange('react', 'catalog:legacy', catalogs)).toBe('^18.3.0');
    expect(declaredRange('react', '^19.0.0', catalogs)).toBe('^19.0.0');
    expect(() => declaredRange('antd', 'catalog:', catalogs)).toThrow(/antd/);
  });
});

describe('defineMallApp overrides', () => {
  const dir = path.resolve(import.meta.dirname, '../../../mf-chat');
  it('add to the built config instead of replacing its lists', () => {
    const extra = { name: 'test:extra', setup() {} };
    const config = defineMallApp({ dir, kind: 'remote', overrides: { plugins: [extra], output: { legalComments: 'inline' } } });
    const names = (config.plugins ?? []).map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    expect(names).toContain('rsbuild:react');
    expect(names).toContain('test:extra');
    expect(names.some((n) => String(n).includes('module-federation'))).toBe(true);
    // Nested objects merge key by key: the override replaces the shared value, and the browser
    // environment keeps its own output settings.
    expect(config.output).toMatchObject({ legalComments: 'inline' });
    expect(config.environments?.web?.output).toMatchObject({ assetPrefix: 'auto', filenameHash: true });
  });
});
