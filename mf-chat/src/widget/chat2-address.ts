import type { ChatOpenBody } from '@mall/shared/contracts';
import { chatWindowAddressSchema } from '@mall/shared/schemas';

// A module of its own: the shared rule is zod, which only /chat2 (and the server) needs in its
// first render; the message box and the launcher, which use ./chat-context.ts, load none of it.

/**
 * The /chat2 context of its query, or null when it names nothing valid: the first of prodId,
 * orderNumber, shopId, service=1 that the contract's own schema accepts (the API reads
 * `GET /p/chat/window` with the same one, contracts/chat.ts `chatWindowAddressSchema`).
 */
export function contextOfChat2(search: URLSearchParams): ChatOpenBody | null {
  for (const name of ['prodId', 'orderNumber', 'shopId', 'service'] as const) {
    const value = search.get(name);
    if (value === null) continue;
    const q = chatWindowAddressSchema.safeParse({ [name]: value });
    if (!q.success) continue;
    const { prodId, orderNumber, shopId } = q.data;
    return prodId ? { prodId } : orderNumber ? { orderNumber } : shopId ? { shopId } : { service: true };
  }
  return null;
}
