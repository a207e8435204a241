import { ApiError, http, RESPONSE_CODES, type ApiEnvelope, type Page } from '@mall/shared';
import type { PublicRfq, RfqCreated, RfqSummary } from '@mall/shared/contracts';
import type { RfqState, RfqSubmitInput } from '@mall/shared/schemas';

/** The RFQ calls (API module `rfq`): post with an e-mail code, my list, detail, close, the public list. */
function unwrap<T>(env: ApiEnvelope<T>): T {
  if (env.code === RESPONSE_CODES.OK || env.code === RESPONSE_CODES.OK_SILENT) return env.data;
  throw new ApiError(env.code, env.msg ?? env.code, env);
}

export interface CategoryNode {
  categoryId: number;
  parentId: number;
  categoryName: string;
  children: CategoryNode[];
}

export const rfqApi = {
  categoryTree: async () => unwrap(await http.get<CategoryNode[]>('/category/tree')),
  sendCode: async (mail: string) => unwrap(await http.post<null>('/p/rfq/sendCode', { mail })),
  /** Answers the envelope as is: A00014 carries `data.field` for the form to mark. */
  submit: (body: RfqSubmitInput) => http.post<RfqCreated | { field: string } | null>('/p/rfq/submit', body),
  page: async (status: RfqState | undefined, current: number, size: number) =>
    unwrap(await http.get<Page<RfqSummary>>('/p/rfq/page', { status, current, size })),
  close: async (rfqNumber: string) => unwrap(await http.put<null>(`/p/rfq/close/${encodeURIComponent(rfqNumber)}`, {})),
  publicPage: async (current: number, size: number) => unwrap(await http.get<Page<PublicRfq>>('/rfq/publicPage', { current, size })),
  discard: async (fileKey: string) => unwrap(await http.post<boolean>('/p/file/discard', { fileKey })),
};

/**
 * Spec section 7's upload: a signed single-use URL from the API, then a PUT of the bytes without
 * credentials. A refusal of the bytes (HTTP 400 with {code, msg}) is answered as an ApiError with
 * the server's words; the caller shows it.
 */
export async function uploadRfqFile(file: File, purpose: string): Promise<string> {
  const asked = await http.post<{ uploadUrl: string; fileKey: string }>('/p/file/uploadUrl', {
    fileName: file.name,
    contentType: file.type || 'application/octet-stream',
    size: file.size,
    purpose,
  });
  const { uploadUrl, fileKey } = unwrap(asked);
  const res = await fetch(uploadUrl, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    credentials: 'omit',
  });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as ApiEnvelope<unknown> | null;
    throw new ApiError(env?.code ?? RESPONSE_CODES.EXCEPTION, env?.msg ?? `HTTP ${res.status}`, env);
  }
  return fileKey;
}
