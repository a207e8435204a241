import { z } from 'zod';
import type { AppContext } from '../../context';

/** Release settings read from the environment (validated once, like the rest of the config). */
export interface ReleaseConfig {
  /** PROMOTE_ON_START=1 (`npm start`): versions first seen at start-up go live. */
  promoteOnStart: boolean;
  /** REMOTE_ORIGINS=mf-catalog=https://a.example,...: where each remote's own service runs. */
  remoteOrigins: Record<string, string>;
  /** HMAC key for canary override values (the RELEASE_OVERRIDE_SECRET secret). */
  overrideSecret: string;
  /** BUILD_POLL_MS: how often the shell polls builds/latest.json (unset: the shell's default). */
  buildPollMs: number | null;
  /**
   * REMOTE_OVERRIDES=on: a developer's browser may point a remote at its own build (the shell's
   * override plugin, docs/teams.md). `npm start` turns it on; off unless set (docker-compose, production).
   */
  remoteOverrides: boolean;
}

const envSchema = z.object({
  PROMOTE_ON_START: z
    .string()
    .optional()
    .transform((v) => v === '1' || v?.toLowerCase() === 'true'),
  REMOTE_ORIGINS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const out: Record<string, string> = {};
      for (const pair of (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const origin = pair
          .slice(at + 1)
          .trim()
          .replace(/\/+$/, '');
        if (at <= 0 || !/^https?:\/\/[^/]+/.test(origin)) {
          ctx.addIssue({ code: 'custom', message: `REMOTE_ORIGINS: "${pair}" is not name=http(s)://origin` });
          return z.NEVER;
        }
        out[name] = origin;
      }
      return out;
    }),
  BUILD_POLL_MS: z.coerce.number().int().min(500).optional(),
  REMOTE_OVERRIDES: z.enum(['on', 'off']).default('off'),
});

export function loadReleaseConfig(env: NodeJS.ProcessEnv, overrideSecret: string): ReleaseConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid release configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const e = parsed.data;
  return {
    promoteOnStart: e.PROMOTE_ON_START,
    remoteOrigins: e.REMOTE_ORIGINS,
    buildPollMs: e.BUILD_POLL_MS ?? null,
    remoteOverrides: e.REMOTE_OVERRIDES === 'on',
    overrideSecret,
  };
}

const configs = new WeakMap<AppContext, ReleaseConfig>();

/** The release settings of a running app (from process.env unless a test set them). */
export function releaseConfigOf(ctx: AppContext): ReleaseConfig {
  let c = configs.get(ctx);
  if (!c) {
    c = loadReleaseConfig(process.env, ctx.secrets.RELEASE_OVERRIDE_SECRET);
    configs.set(ctx, c);
  }
  return c;
}

/** Tests (and embedders) override settings without touching process.env. */
export function setReleaseConfig(ctx: AppContext, patch: Partial<ReleaseConfig>): void {
  configs.set(ctx, { ...releaseConfigOf(ctx), ...patch });
}
