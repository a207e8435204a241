import { accountsModule } from './accounts';
import { catalogModule } from './catalog';
import { chatModule } from './chat';
import { checkoutModule } from './checkout';
import { imagesModule } from './images';
import { membershipModule } from './membership';
import { merchantModule } from './merchant';
import { notificationsModule } from './notifications';
import { refundsModule } from './refunds';
import { releaseModule } from './release';
import { reviewsModule } from './reviews';
import { rfqModule } from './rfq';
import { shopsModule } from './shops';
import { sourcingModule } from './sourcing';
import { systemModule } from './system';
import { uploadsModule } from './uploads';
import { userCenterModule } from './usercenter';
import type { ApiModule } from './types';

/** Every API domain, registered in this order on one '/api' scope. Add a line per domain. */
export const modules: ApiModule[] = [
  systemModule,
  releaseModule,
  accountsModule,
  notificationsModule,
  catalogModule,
  uploadsModule,
  imagesModule,
  shopsModule,
  checkoutModule,
  merchantModule,
  membershipModule,
  userCenterModule,
  reviewsModule,
  rfqModule,
  refundsModule,
  sourcingModule,
  chatModule,
];

export type { ApiModule } from './types';
