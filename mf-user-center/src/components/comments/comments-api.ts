import { ApiError, http, type ApiEnvelope, type Page } from '@mall/shared';

/** The buyer's own reviews (mall4j /p/prodComm); they are written on /write-comments (mf-checkout). */
function unwrap<T>(env: ApiEnvelope<T>): T {
  if (env.code === '00000' || env.code === 'A00002') return env.data;
  throw new ApiError(env.code, env.msg ?? env.code, env);
}

export interface MyReview {
  prodCommId: number;
  prodId: number;
  orderNumber: string;
  orderItemId: number;
  prodName: string;
  skuName: string;
  pic: string | null;
  score: number;
  content: string;
  pics: string[];
  isAnonymous: boolean;
  recTime: string;
  transactionTime: string;
  replyContent: string | null;
}

export const commentsApi = {
  list: async (current: number, size: number) =>
    unwrap(await http.get<Page<MyReview>>('/p/prodComm/prodCommPageByUser', { current, size })),
  detail: async (prodCommId: number) => unwrap(await http.get<MyReview>('/p/prodComm/prodCommInfo', { prodCommId })),
};
