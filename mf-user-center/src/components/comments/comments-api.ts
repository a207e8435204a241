import { ApiError, http, type ApiEnvelope, type Page } from '@mall/shared';
import type { ReviewView } from '@mall/shared/contracts';

/** The buyer's own reviews (mall4j /p/prodComm); they are written on /write-comments (mf-checkout). */
function unwrap<T>(env: ApiEnvelope<T>): T {
  if (env.code === '00000' || env.code === 'A00002') return env.data;
  throw new ApiError(env.code, env.msg ?? env.code, env);
}

export const commentsApi = {
  list: async (current: number, size: number) =>
    unwrap(await http.get<Page<ReviewView>>('/p/prodComm/prodCommPageByUser', { current, size })),
  detail: async (prodCommId: number) => unwrap(await http.get<ReviewView>('/p/prodComm/prodCommInfo', { prodCommId })),
};
