import { accountsModule } from './accounts';
import { releaseModule } from './release';
import { systemModule } from './system';
import type { ApiModule } from './types';

/** Every API domain, registered in this order on one '/api' scope. Add a line per domain. */
export const modules: ApiModule[] = [systemModule, releaseModule, accountsModule];

export type { ApiModule } from './types';
