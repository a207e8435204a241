// The shared rules the composer checks with, and only those: loaded as a chunk of their own by
// ./schemas-lazy.ts (a dynamic import of `@mall/shared/schemas` itself would bundle every schema).
export { chatMessageSchema, checkImage } from '@mall/shared/schemas';
