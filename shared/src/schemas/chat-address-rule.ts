/**
 * The /chat2 window's address rule in plain code, without zod: the chat window reads its address
 * while it renders (its first view too), and importing the schemas there put zod and every schema
 * (88 kB, 75-130 ms of a slowed phone's start-up, one long task) on that page's start-up path
 * (docs/architecture.md, "Little script work at start"). `chatWindowAddressSchema` (commerce.ts),
 * the query of `GET /p/chat/window`, is built from the same predicates, and a unit test holds the
 * two to the same answers.
 */

import { ORDER_NUMBER_PATTERN } from '../constants';

/** A shop or product id as the address writes it: text that reads (as `Number` reads it) as a positive safe integer. */
function chatQueryIdOf(value: unknown): number | undefined {
  const n = Number(value);
  return isChatQueryId(n) ? n : undefined;
}
export const isChatQueryId = (n: number): boolean => Number.isSafeInteger(n) && n > 0;

// wire-types: not a wire type (what chatWindowAddressSchema's output is, written out here so this module imports no zod)
export type ChatWindowAddress = { shopId?: number; service?: '1'; prodId?: number; orderNumber?: string };
export type ChatWindowAddressCheck = { success: true; data: ChatWindowAddress } | { success: false };

/** What `chatWindowAddressSchema.safeParse(query)` answers: exactly one of the four, each valid. */
export function checkChatWindowAddress(query: Record<string, unknown>): ChatWindowAddressCheck {
  const { shopId, service, prodId, orderNumber } = query;
  const data: ChatWindowAddress = {};
  if (shopId !== undefined && (data.shopId = chatQueryIdOf(shopId)) === undefined) return { success: false };
  if (service !== undefined) {
    if (service !== '1') return { success: false };
    data.service = service;
  }
  if (prodId !== undefined && (data.prodId = chatQueryIdOf(prodId)) === undefined) return { success: false };
  if (orderNumber !== undefined) {
    if (typeof orderNumber !== 'string' || !ORDER_NUMBER_PATTERN.test(orderNumber)) return { success: false };
    data.orderNumber = orderNumber;
  }
  return Object.keys(data).length === 1 ? { success: true, data } : { success: false };
}
