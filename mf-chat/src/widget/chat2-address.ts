import type { ChatOpenBody } from '@mall/shared/contracts';
import { checkChatWindowAddress } from '@mall/shared/schemas/chat-address-rule';

// The shared rule in plain code: importing the schemas put zod and every schema (88 kB, a 75-130 ms
// task of a slowed phone) on /chat2's start-up (docs/architecture.md, "Little script work at start").

/**
 * The /chat2 context of its query, or null when it names nothing valid: the first of prodId,
 * orderNumber, shopId, service=1 that the contract's rule accepts (the API reads
 * `GET /p/chat/window` with `chatWindowAddressSchema`, built from the same predicates).
 */
export function contextOfChat2(search: URLSearchParams): ChatOpenBody | null {
  for (const name of ['prodId', 'orderNumber', 'shopId', 'service'] as const) {
    const value = search.get(name);
    if (value === null) continue;
    const q = checkChatWindowAddress({ [name]: value });
    if (!q.success) continue;
    const { prodId, orderNumber, shopId } = q.data;
    return prodId ? { prodId } : orderNumber ? { orderNumber } : shopId ? { shopId } : { service: true };
  }
  return null;
}
