import { z } from 'zod';

/** This module's own configuration (read once at registration). */
export interface ShopsSettings {
  /** Secret of the platform audit endpoints; null disables them (production without ADMIN_TOKEN). */
  adminToken: string | null;
}

const schema = z.object({ ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN needs at least 16 characters').optional() });

export const DEV_ADMIN_TOKEN = 'dev-admin-token';

export function loadShopsSettings(env: NodeJS.ProcessEnv, production: boolean): ShopsSettings {
  const parsed = schema.safeParse({ ADMIN_TOKEN: env.ADMIN_TOKEN || undefined });
  if (!parsed.success)
    throw new Error(`Invalid configuration:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`);
  // The well-known development default never guards a production server.
  return { adminToken: parsed.data.ADMIN_TOKEN ?? (production ? null : DEV_ADMIN_TOKEN) };
}
