import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../en.json';
import zh_CN from '../zh_CN.json';
import { CODE_MESSAGE_KEYS } from '../../codes';
import { translateCommon } from '../index';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function lookup(bundle: unknown, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
const schemaKeys = [
  ...new Set(
    fs
      .readdirSync(schemasDir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...fs.readFileSync(path.join(schemasDir, f), 'utf8').matchAll(/['"`](validation\.[A-Za-z0-9_]+)['"`]/g)].map((m) => m[1]),
      ),
  ),
].sort();

describe('common bundles', () => {
  it('every English key exists in Chinese and vice versa', () => {
    const enKeys = keysOf(en).sort();
    const zhKeys = keysOf(zh_CN).sort();
    expect(enKeys.length).toBeGreaterThan(0);
    expect(zhKeys).toEqual(enKeys);
  });

  it('no message is empty', () => {
    for (const k of keysOf(en)) expect(lookup(en, k), `en ${k}`).toMatch(/\S/);
    for (const k of keysOf(zh_CN)) expect(lookup(zh_CN, k), `zh_CN ${k}`).toMatch(/\S/);
  });

  it('finds the validation keys of the schema sources', () => {
    expect(schemaKeys).toContain('validation.agreementRequired');
    expect(schemaKeys).toContain('validation.onlyOnePdf');
    expect(schemaKeys.length).toBeGreaterThan(30);
  });

  it.each(schemaKeys)('schema message %s exists in both bundles', (key) => {
    expect(typeof lookup(en, key), `en ${key}`).toBe('string');
    expect(typeof lookup(zh_CN, key), `zh_CN ${key}`).toBe('string');
  });

  it('every response-code message key exists in both bundles', () => {
    for (const key of Object.values(CODE_MESSAGE_KEYS)) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(zh_CN, key), `zh_CN ${key}`).toBe('string');
    }
  });
});

describe('translateCommon', () => {
  it('gives the Chinese text for zh_CN and the English text otherwise', () => {
    expect(translateCommon('validation.commentEmpty', 'zh_CN')).toBe('评价不能为空');
    expect(translateCommon('validation.commentEmpty', 'en')).toBe('Evaluation cannot be empty');
    expect(translateCommon('request.dozing', 'zh_CN')).toBe(zh_CN.request.dozing);
    expect(translateCommon('request.dozing', 'fr')).toMatch(/dozing off/);
  });

  it('gives the key back when it is unknown or not a leaf', () => {
    expect(translateCommon('validation.nope', 'zh_CN')).toBe('validation.nope');
    expect(translateCommon('validation', 'en')).toBe('validation');
    expect(translateCommon('a.b.c.d', 'en')).toBe('a.b.c.d');
  });
});
