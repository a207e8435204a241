import type { ApiModule } from '../types';
import { registerUploadsRoutes } from './uploads-routes';

/**
 * The one upload service every feature uses: signed single-use PUT URLs, content sniffing, size
 * and count limits per purpose, disk or S3 storage, public files at /api/res/<key>. Other
 * modules attach files with claimUpload() inside their own transaction.
 */
export const uploadsModule: ApiModule = {
  name: 'uploads',
  register(api, ctx) {
    registerUploadsRoutes(api, ctx);
  },
};

export {
  claimUpload,
  discardUpload,
  readStored,
  uploadService,
  checkContent,
  type ClaimInput,
  type UploadService,
} from './uploads-service';
export { registerUploadPurpose, UPLOAD_PURPOSES, type UploadPurpose } from './purposes';
export { UploadError } from './messages';
export { fileKeyField, uploadUrlBody } from './schemas';
