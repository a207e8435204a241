import { IMAGE_MAX_BYTES_LARGE } from '@mall/shared';
import { QUOTATION_ATTACHMENTS_MAX, QUOTATION_UPLOAD_PURPOSE } from '@mall/shared/schemas';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import { allowMerchantUploadPurpose, loadCheckoutSettings, onOrderEvent } from '../checkout';
import { registerNotificationTexts } from '../notifications';
import { registerUploadPurpose } from '../uploads';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import './messages';
import { followQuotationOrder } from './quotation-service';
import { registerSourcingRoutes } from './sourcing-routes';
import { startSourcingSweeper } from './sourcing-sweeper';

declare module '../../config' {
  interface ApiConfig {
    /** How often validity dates are swept (env SOURCING_SWEEP_INTERVAL_MS, default 60 s; 0 = off). */
    sourcingSweepIntervalMs?: number;
  }
}

/**
 * The sourcing loop after a request is posted (spec sections 3 to 5): suppliers' quotations on
 * RFQs and inquiries (one per shop, revisions with history), the buyer's comparison, close and
 * confirmation into an order through checkout's submit path, the order's completion back into
 * the quotation and RFQ, inquiries with their threads, the request's cancel / extend / platform
 * close, the procurement centre's public request, and the validity sweeper.
 */
export const sourcingModule: ApiModule = {
  name: 'sourcing',
  register(api, ctx) {
    registerMessages('sourcing', { en, zh_CN });
    // Quotation attachments: the supplier's price lists, photos or PDFs; private to the buyer.
    registerUploadPurpose(QUOTATION_UPLOAD_PURPOSE, {
      kind: 'image-or-pdf',
      maxBytes: IMAGE_MAX_BYTES_LARGE,
      maxPending: QUOTATION_ATTACHMENTS_MAX,
      public: false,
    });
    allowMerchantUploadPurpose(QUOTATION_UPLOAD_PURPOSE);
    registerNotificationTexts('sourcing', { en, zh_CN });
    onOrderEvent(followQuotationOrder);
    registerSourcingRoutes(api, ctx, loadCheckoutSettings(ctx.config, ctx.secrets));
    const interval = ctx.config.sourcingSweepIntervalMs ?? Number(process.env.SOURCING_SWEEP_INTERVAL_MS ?? 60_000);
    startSourcingSweeper(api, ctx.db, interval);
  },
};

export { sweepSourcing } from './sourcing-sweeper';
