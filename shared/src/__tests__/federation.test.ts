import fs from 'node:fs';
import path from 'node:path';
import { declaredRange, sharedConfig } from '../federation';

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
