/** Buyer-facing status keys by order status number (API.md). */
export const STATUS_KEYS: Record<number, string> = { 1: 'unpaid', 2: 'toShip', 3: 'shipped', 4: 'toReview', 5: 'completed', 6: 'closed' };
export const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'purple', 5: 'green', 6: 'default' };
