import type { ChatOpenBody } from '@mall/shared/contracts';
import { chatWindowAddressSchema } from '@mall/shared/schemas';

// Apart from chat-context.ts on purpose: the launcher (on every signed-in page) reads URLs with
// that one, and the contract's schemas bring zod and the other shared schemas (~34 kB gzip) with
// them; only the /chat2 page and its first view need this one (docs/chat.md, "The pages").

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
