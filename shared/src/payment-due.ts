/** Which part of an order the buyer pays next: the whole order, the advance or the final payment. */
export type PaymentDue = 'full' | 'advance' | 'final';

/**
 * What the buyer can pay now on an order (spec section 4; advance and final payment in the checkout
 * module's README): an unpaid order its advance or everything; a paid or shipped order its final
 * payment once the merchant has confirmed the final price; otherwise nothing. Order detail and the
 * user centre's order list offer the same Pay button from this.
 */
export function paymentDue(order: { status: number; payStage: string | null }): PaymentDue | null {
  if (order.status === 1) return order.payStage === 'awaitingAdvance' ? 'advance' : 'full';
  if ((order.status === 2 || order.status === 3) && order.payStage === 'finalDue') return 'final';
  return null;
}
