import { http, uploadFile } from '@mall/shared';
import { REVIEW_IMAGE_PURPOSE, type ReviewSubmitInput } from '@mall/shared/schemas';
import { unwrap } from '../../api/checkout-api';
import type { OrderForReview, ReviewsSubmitted } from '@mall/shared/contracts';

/** The buyer's reviews (mall4j /p/prodComm) for the write-comments page. */
export const reviewsApi = {
  order: async (orderNumber: string) => unwrap(await http.get<OrderForReview>('/p/prodComm/orderItems', { orderNumber })),
  submit: async (body: ReviewSubmitInput) => unwrap(await http.post<ReviewsSubmitted>('/p/prodComm/submit', body)),
  /** A review picture: a signed single-use URL from the upload service, then the bytes (PUT, no credentials). */
  uploadImage: async (file: File): Promise<string> => {
    const { uploadUrl, fileKey } = unwrap(
      await http.post<{ uploadUrl: string; fileKey: string }>('/p/file/uploadUrl', {
        fileName: file.name,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
        purpose: REVIEW_IMAGE_PURPOSE,
      }),
    );
    await uploadFile(uploadUrl, file, file.type || 'application/octet-stream');
    return fileKey;
  },
  /** Lets go of a picture removed before submitting. */
  discard: async (fileKey: string) => unwrap(await http.post<boolean>('/p/file/discard', { fileKey })),
};
