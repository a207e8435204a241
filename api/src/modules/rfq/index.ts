import { IMAGE_MAX_BYTES, IMAGE_MAX_BYTES_LARGE } from '@mall/shared';
import { RFQ_IMAGES_MAX, RFQ_PDF_MAX, RFQ_UPLOAD_PURPOSES } from '@mall/shared/schemas';
import type { ApiModule } from '../types';
import { createMailer, loadAccountsSettings } from '../accounts';
import { registerUploadPurpose } from '../uploads';
import { registerRfqRoutes } from './rfq-routes';

/**
 * Sourcing requests (RFQ, /purchase-order): a signed-in buyer posts a request checked by the
 * shared rfqSubmitSchema, with an e-mail verification code (the accounts code service, purpose
 * 'rfq') and attachments from the upload service; lists, detail, close and query-time expiry.
 */
export const rfqModule: ApiModule = {
  name: 'rfq',
  register(api, ctx) {
    // Spec section 5: images only, 2 MB each, a maximum count; one PDF, and it must be a PDF.
    registerUploadPurpose(RFQ_UPLOAD_PURPOSES.image, {
      kind: 'image',
      maxBytes: IMAGE_MAX_BYTES,
      maxPending: RFQ_IMAGES_MAX,
      public: true,
    });
    registerUploadPurpose(RFQ_UPLOAD_PURPOSES.pdf, {
      kind: 'pdf',
      maxBytes: IMAGE_MAX_BYTES_LARGE,
      maxPending: RFQ_PDF_MAX,
      public: false,
    });
    const mailer = createMailer(loadAccountsSettings(process.env, ctx.config.production));
    registerRfqRoutes(api, { ctx, mailer });
  },
};

export { PUBLIC_COLS, publicRfq } from './rfq-service';
