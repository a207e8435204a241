import { randomUUID } from 'node:crypto';
import { rfqDay, type RfqSubmitInput } from '@mall/shared/schemas';
import type { TestApp } from '../../../test/harness';

/** A contact address no other test uses (the code limits are per address). */
export const freshMail = () => `rfq-${randomUUID().slice(0, 8)}@example.com`;

/** The newest 6-digit code e-mailed to this address, read from the mail outbox. */
export async function outboxCode(t: TestApp, mail: string): Promise<string> {
  const row = await t.db.one<{ text: string }>(`SELECT body_text AS text FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [
    mail,
  ]);
  return /\b(\d{6})\b/.exec(row?.text ?? '')![1]!;
}

/** A complete sourcing request in a leaf category, valid for 20 days; `code` is filled by the caller. */
export function sampleRfq(categoryId: number, email = freshMail()): RfqSubmitInput {
  return {
    productName: 'Stainless steel water bottle',
    categoryId,
    quantity: '500',
    unit: 'piece',
    tradeTerm: 'FOB',
    currency: 'USD',
    price: '3.25',
    maxBudget: '1800',
    description: 'Double wall, 500 ml, custom logo printing.',
    shippingMethod: 'sea',
    area: 'northAmerica',
    country: 'US',
    destination: 'Los Angeles',
    leadTimeDays: 30,
    paymentMethod: 'tt',
    companyName: 'Acme Imports',
    contactName: 'Ann Buyer',
    email,
    validUntil: rfqDay(20),
    code: '000000',
  };
}
