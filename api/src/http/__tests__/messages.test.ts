import fs from 'node:fs';
import path from 'node:path';
import { ModuleError, registerMessages, translate, type MessageNamespace } from '../messages';

const MODULES = path.resolve(import.meta.dirname, '../../modules');

/** 'a', 'b.c', ...: the dotted keys of a bundle. */
const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('server messages (one i18next instance, a JSON bundle pair per module)', () => {
  const bundles = fs
    .readdirSync(MODULES)
    .filter((m) => fs.existsSync(path.join(MODULES, m, 'i18n/en.json')))
    .map((m) => ({ module: m, en: read(path.join(MODULES, m, 'i18n/en.json')), zh: read(path.join(MODULES, m, 'i18n/zh_CN.json')) }));

  it('words every key of every module in English and Chinese', () => {
    expect(bundles.length).toBeGreaterThan(0);
    for (const { module, en, zh } of bundles) {
      expect(keysOf(zh).sort(), `${module}: zh_CN keys`).toEqual(keysOf(en).sort());
      const empty = [...keysOf(en).map((k) => ['en', k]), ...keysOf(zh).map((k) => ['zh_CN', k])].filter(
        ([lng, k]) => !String(k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], lng === 'en' ? en : zh)).trim(),
      );
      expect(empty, `${module}: empty messages`).toEqual([]);
    }
  });

  it('words a message again after a bundle that holds it is registered (kept wordings are not stale)', () => {
    const ns = 'laterModule' as MessageNamespace;
    expect(translate('greeting.hello', 'zh_CN', undefined, ns)).toBe('greeting.hello');
    registerMessages(ns, { en: { greeting: { hello: 'Hello' } }, zh_CN: { greeting: { hello: '你好' } } });
    expect(translate('greeting.hello', 'zh_CN', undefined, ns)).toBe('你好');
    expect(translate('greeting.hello', 'en', undefined, ns)).toBe('Hello');
    expect(translate('greeting.hello', 'en', undefined, ns)).toBe('Hello');
  });

  it("words a module's key in the request's language and fills its placeholders", () => {
    const err = new ModuleError('common', 'code.repeatOrder', { code: 'A03002' });
    expect([err.code, err.messageFor('en'), err.messageFor('zh_CN')]).toEqual([
      'A03002',
      'Do not submit the order repeatedly',
      '请勿重复提交订单',
    ]);
    expect(new ModuleError('common', 'code.failed').code).toBe('A00001');
  });

  it('answers a text that is no key as it is, placeholders filled (a zod default, a literal)', () => {
    expect(translate('Invalid input: expected string', 'zh_CN')).toBe('Invalid input: expected string');
    expect(translate('Balance {{balance}} left', 'en', { balance: '1.00' })).toBe('Balance 1.00 left');
    expect(translate('validation.correctEmail', 'zh_CN')).not.toBe('validation.correctEmail');
  });
});
