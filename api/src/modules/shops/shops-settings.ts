import type { Secrets } from '../../security/secrets';

/** This module's own configuration (read once at registration). */
export interface ShopsSettings {
  /** Secret of the platform audit endpoints (the ADMIN_TOKEN secret: environment or generated). */
  adminToken: string;
}

export function loadShopsSettings(secrets: Secrets): ShopsSettings {
  return { adminToken: secrets.ADMIN_TOKEN };
}
