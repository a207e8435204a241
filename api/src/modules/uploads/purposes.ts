import { COMMENT_IMAGES_MAX, IMAGE_MAX_BYTES, IMAGE_MAX_BYTES_LARGE, REFUND_VOUCHERS_MAX } from '@mall/shared';

/**
 * What an upload is for decides its rules: accepted kind (checked by content, never by name),
 * size limit, how many unattached files one owner may hold for it, and whether it is served
 * publicly at /api/res/<key>. Identity documents are private: never served publicly.
 */
export interface UploadPurpose {
  kind: 'image' | 'pdf' | 'image-or-pdf';
  maxBytes: number;
  /** Files uploaded but not yet attached (claimed) by the owner, at once. */
  maxPending: number;
  public: boolean;
}

const image = (maxPending: number, isPublic = true, maxBytes = IMAGE_MAX_BYTES): UploadPurpose => ({
  kind: 'image',
  maxBytes,
  maxPending,
  public: isPublic,
});

export const UPLOAD_PURPOSES: Record<string, UploadPurpose> = {
  'shop-logo': image(1),
  'shop-licence': image(1, false),
  'id-card': image(2, false),
  avatar: image(1),
  comment: image(COMMENT_IMAGES_MAX),
  'refund-voucher': image(REFUND_VOUCHERS_MAX, false),
  'chat-image': image(20, true, IMAGE_MAX_BYTES_LARGE),
  'rfq-attachment': { kind: 'image-or-pdf', maxBytes: IMAGE_MAX_BYTES_LARGE, maxPending: 5, public: false },
};

/** Another module adds its purpose at start-up (e.g. in its register()). */
export function registerUploadPurpose(name: string, purpose: UploadPurpose): void {
  if (!/^[a-z0-9-]{1,32}$/.test(name)) throw new Error(`bad upload purpose name: ${name}`);
  UPLOAD_PURPOSES[name] = purpose;
}

/** Upper bound of any purpose: the PUT endpoint's body limit. */
export const maxUploadBytes = () => Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes));
