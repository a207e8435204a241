import { describe, expect, it } from 'vitest';

/**
 * The shell turns zod's `new Function` probe off for every copy of zod on the page by setting
 * `globalThis.__zod_globalConfig.jitless` before any of them loads (shell/src/index.ts): a strict
 * CSP reports the probe as a violation. This fails if a zod upgrade stops reading it from there.
 */
describe('zod reads jitless from globalThis before it loads', () => {
  it('a copy of zod loaded afterwards sees jitless and parses without compiling', async () => {
    const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    (g.__zod_globalConfig ??= {}).jitless = true;
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ a: z.string(), b: z.number().int() });
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
  });
});
