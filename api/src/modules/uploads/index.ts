import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import { scheduleUploadCleanup } from './cleanup';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { registerUploadsRoutes } from './uploads-routes';

declare module '../../http/messages' {
  interface ModuleMessages {
    uploads: typeof en;
  }
}

/**
 * The one upload service every feature uses: signed single-use PUT URLs, content sniffing, size
 * and count limits per purpose, disk or S3 storage, public files at /api/res/<key>. Other
 * modules attach files with claimUpload() inside their own transaction.
 */
export const uploadsModule: ApiModule = {
  name: 'uploads',
  register(api, ctx) {
    registerMessages('uploads', { en, zh_CN });
    registerUploadsRoutes(api, ctx);
    scheduleUploadCleanup(api, ctx);
  },
};

export {
  claimUpload,
  createUploadUrl,
  discardUpload,
  readStored,
  uploadService,
  checkContent,
  type ClaimInput,
  type UploadService,
} from './uploads-service';
export { registerUploadPurpose, UPLOAD_PURPOSES, type UploadPurpose } from './purposes';
export { removeAbandonedUploads } from './cleanup';
