/**
 * Response codes: spec section 8 plus the mall4j family's (API.md). One table, used by the
 * request client and the API alike. `key` is the i18n key of a default message.
 */
export const RESPONSE_CODES = {
  OK: '00000',
  SHOW_FAIL: 'A00001',
  OK_SILENT: 'A00002',
  UNAUTHORIZED: 'A00004',
  EXCEPTION: 'A00005',
  NOT_FOUND: 'A00013',
  INVALID_ARGUMENT: 'A00014',
  TOO_MANY_REQUESTS: 'A00015',
  DELIVERY_UNSUPPORTED: 'A03001',
  REPEAT_ORDER: 'A03002',
  COUPONS_NOT_COMBINABLE: 'A03003',
  OUT_OF_STOCK: 'A03010',
  DELIVERY_OVER: 'A07001',
} as const;
export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

export const CODE_MESSAGE_KEYS: Record<ResponseCode, string> = {
  '00000': 'code.ok',
  A00001: 'code.failed',
  A00002: 'code.ok',
  A00004: 'code.unauthorized',
  A00005: 'code.exception',
  A00013: 'code.notFound',
  A00014: 'code.invalidArgument',
  A00015: 'code.tooManyRequests',
  A03001: 'code.deliveryUnsupported',
  A03002: 'code.repeatOrder',
  A03003: 'code.couponsNotCombinable',
  A03010: 'code.outOfStock',
  A07001: 'code.deliveryOver',
};

export interface ApiEnvelope<T = unknown> {
  code: string;
  msg: string | null;
  data: T;
  timestamp?: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  current: number;
  size: number;
}
