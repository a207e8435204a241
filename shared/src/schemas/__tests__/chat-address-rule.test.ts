import { describe, expect, it } from 'vitest';
import { checkChatWindowAddress } from '../chat-address-rule';
import { chatWindowAddressSchema } from '../commerce';

/** The /chat2 page reads its address without zod: it must answer exactly as the API's schema does. */
describe('checkChatWindowAddress', () => {
  const ids = [
    '1',
    '42',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    ' 7 ',
    '',
    'abc',
    '007',
    '+5',
    '9007199254740991',
    '9007199254740993',
    '1e400',
    'Infinity',
  ];
  const orders = ['123456', '12345', '1'.repeat(32), '1'.repeat(33), '12345a', ' 123456', '', '２０２６１１２９'];
  const cases: Record<string, unknown>[] = [
    ...ids.flatMap((v) => [{ shopId: v }, { prodId: v }]),
    ...orders.map((v) => ({ orderNumber: v })),
    { service: '1' },
    { service: '0' },
    { service: 'true' },
    { service: '' },
    {},
    { shopId: '1', prodId: '2' },
    { shopId: '1', service: '1' },
    { orderNumber: '123456', prodId: '3' },
    { shopId: 'x', prodId: '2' },
    { orderNumber: 123456 },
    { service: 1 },
  ];
  it.each(cases.map((c) => [JSON.stringify(c), c]))('%s: same answer as chatWindowAddressSchema', (_, query) => {
    const zod = chatWindowAddressSchema.safeParse(query);
    const plain = checkChatWindowAddress(query);
    expect(plain.success).toBe(zod.success);
    if (zod.success) expect(plain).toEqual({ success: true, data: zod.data });
  });

  it('reads an id as a number, keeps an order number as its digits, and refuses two names at once', () => {
    expect(checkChatWindowAddress({ shopId: '12' })).toEqual({ success: true, data: { shopId: 12 } });
    expect(checkChatWindowAddress({ orderNumber: '0012345' })).toEqual({ success: true, data: { orderNumber: '0012345' } });
    expect(checkChatWindowAddress({ shopId: '0' })).toEqual({ success: false });
    expect(checkChatWindowAddress({ shopId: '1', service: '1' })).toEqual({ success: false });
  });
});
