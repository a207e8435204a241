import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  cartQuantitySchema,
  cartSettlementSchema,
  chatMessageSchema,
  commentSchema,
  firstErrorKey,
  inquiryTextSchema,
  merchantMessageSchema,
  pointsUseSchema,
  refundAmountSchema,
  refundNoteSchema,
  refundQuantitySchema,
  refundVouchersSchema,
  marketSearchKeywordSchema,
  searchKeywordSchema,
  shopAddressSchema,
  shopDescriptionSchema,
  shopNameSchema,
} from '../index';

const err = (schema: z.ZodType, value: unknown) => firstErrorKey(schema.safeParse(value));
const s = (n: number, ch = 'a') => ch.repeat(n);

describe('searchKeywordSchema', () => {
  it('refuses empty and blank searches', () => {
    expect(err(searchKeywordSchema, '')).toBe('validation.searchEmpty');
    expect(err(searchKeywordSchema, '   ')).toBe('validation.searchEmpty');
    expect(err(searchKeywordSchema, undefined)).toBe('validation.searchEmpty');
    expect(err(searchKeywordSchema, 'bolts')).toBeNull();
  });
});

describe('marketSearchKeywordSchema', () => {
  it('asks for more than one Latin letter or digit, and searches one Chinese character', () => {
    for (const k of ['a', ' Z ', '7', 'a b']) expect(err(marketSearchKeywordSchema, k), k).toBe('validation.searchTooShort');
    expect(err(marketSearchKeywordSchema, '')).toBe('validation.searchEmpty');
    for (const k of ['tv', 'a lamp', '灯', 'é']) expect(err(marketSearchKeywordSchema, k), k).toBeNull();
  });
});

describe('inquiryTextSchema', () => {
  it('accepts 20 to 8000 characters', () => {
    expect(err(inquiryTextSchema, s(19))).toBe('validation.inquiryLength');
    expect(err(inquiryTextSchema, s(20))).toBeNull();
    expect(err(inquiryTextSchema, s(8000))).toBeNull();
    expect(err(inquiryTextSchema, s(8001))).toBe('validation.inquiryLength');
  });

  it('does not count surrounding spaces', () => {
    expect(err(inquiryTextSchema, `  ${s(19)}  `)).toBe('validation.inquiryLength');
  });
});

describe('addressSchema', () => {
  const valid = { receiver: 'Ann', mobile: '13800138000', countryCode: 'CN', regionCode: 'CN-GD', addr: s(5), postCode: '510000' };

  it('accepts a detailed address of 5 to 50 characters', () => {
    expect(err(addressSchema, { ...valid, addr: s(4) })).toBe('validation.addressLength');
    expect(err(addressSchema, { ...valid, addr: s(5) })).toBeNull();
    expect(err(addressSchema, { ...valid, addr: s(50) })).toBeNull();
    expect(err(addressSchema, { ...valid, addr: s(51) })).toBe('validation.addressLength');
  });

  it('requires recipient, phone and postal code, and checks the phone format', () => {
    expect(err(addressSchema, { ...valid, receiver: '' })).toBe('validation.receiverRequired');
    expect(err(addressSchema, { ...valid, mobile: '' })).toBe('validation.phoneRequired');
    expect(err(addressSchema, { ...valid, mobile: 'call me' })).toBe('validation.mobileFormat');
    expect(err(addressSchema, { ...valid, postCode: ' ' })).toBe('validation.postCodeRequired');
  });

  it('checks the phone for the country (11 digits for China) and keeps it in international form', () => {
    expect(err(addressSchema, { ...valid, mobile: '1380013800' })).toBe('validation.mobileFormat');
    expect(addressSchema.parse(valid).mobile).toBe('+86 138 0013 8000');
    const de = { ...valid, countryCode: 'DE', regionCode: 'DE-BE', mobile: '30 901820' };
    expect(addressSchema.parse(de).mobile).toBe('+49 30 901820');
    expect(err(addressSchema, { ...de, mobile: '+44 20 7946 0958' })).toBe('validation.phoneFormat');
    expect(err(addressSchema, { ...de, regionCode: 'US-CA' })).toBe('validation.regionRequired');
    expect(err(addressSchema, { ...de, countryCode: 'Germany' })).toBe('validation.addressCountryRequired');
  });
});

describe('shop application', () => {
  it('shop name: at most 20 characters', () => {
    expect(err(shopNameSchema, s(20))).toBeNull();
    expect(err(shopNameSchema, s(21))).toBe('validation.shopNameMax');
    expect(err(shopNameSchema, '')).toBe('validation.shopNameRequired');
  });

  it('shop name: no special characters, letters of any script allowed', () => {
    expect(err(shopNameSchema, 'Best Shop!')).toBe('validation.shopNameChars');
    expect(err(shopNameSchema, 'Best<Shop>')).toBe('validation.shopNameChars');
    expect(err(shopNameSchema, '优质五金店')).toBeNull();
    expect(err(shopNameSchema, 'Shop 24')).toBeNull();
  });

  it('shop description: 10 to 200 characters', () => {
    expect(err(shopDescriptionSchema, s(9))).toBe('validation.shopDescription');
    expect(err(shopDescriptionSchema, s(10))).toBeNull();
    expect(err(shopDescriptionSchema, s(200))).toBeNull();
    expect(err(shopDescriptionSchema, s(201))).toBe('validation.shopDescription');
  });

  it('shop address: at least 5 characters', () => {
    expect(err(shopAddressSchema, s(4))).toBe('validation.shopAddress');
    expect(err(shopAddressSchema, s(5))).toBeNull();
  });
});

describe('refunds', () => {
  it('note: at most 200 characters', () => {
    expect(err(refundNoteSchema, s(200))).toBeNull();
    expect(err(refundNoteSchema, s(201))).toBe('validation.refundNoteMax');
    expect(err(refundNoteSchema, '')).toBeNull();
  });

  it('quantity: at least 1 and not above the ordered quantity', () => {
    const q = refundQuantitySchema(3);
    expect(err(q, 0)).toBe('validation.refundQuantity');
    expect(err(q, 1)).toBeNull();
    expect(err(q, 3)).toBeNull();
    expect(err(q, 4)).toBe('validation.refundQuantity');
    expect(err(q, 1.5)).toBe('validation.refundQuantity');
  });

  it('amount: at least 0.01 and not above the refundable amount', () => {
    const a = refundAmountSchema(500);
    expect(err(a, 0)).toBe('validation.refundAmount');
    expect(err(a, 1)).toBeNull();
    expect(err(a, 500)).toBeNull();
    expect(err(a, 501)).toBe('validation.refundAmount');
  });

  it('vouchers: up to 5, or 3 for platform intervention', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `v${i}.png`);
    expect(err(refundVouchersSchema(), list(5))).toBeNull();
    expect(err(refundVouchersSchema(), list(6))).toBe('validation.uploadLimit');
    expect(err(refundVouchersSchema(true), list(3))).toBeNull();
    expect(err(refundVouchersSchema(true), list(4))).toBe('validation.uploadLimit');
  });
});

describe('commentSchema', () => {
  const valid = { content: 'Good', pics: [] as string[], score: 5 };
  const pics = (n: number) => Array.from({ length: n }, (_, i) => `p${i}.jpg`);

  it('cannot be empty', () => {
    expect(err(commentSchema, { ...valid, content: '' })).toBe('validation.commentEmpty');
    expect(err(commentSchema, { ...valid, content: '   ' })).toBe('validation.commentEmpty');
    expect(err(commentSchema, { ...valid, content: undefined })).toBe('validation.commentEmpty');
  });

  it('has at most 150 characters', () => {
    expect(err(commentSchema, { ...valid, content: s(150) })).toBeNull();
    expect(err(commentSchema, { ...valid, content: s(151) })).toBe('validation.commentMax');
  });

  it('has at most 9 images', () => {
    expect(err(commentSchema, { ...valid, pics: pics(9) })).toBeNull();
    expect(err(commentSchema, { ...valid, pics: pics(10) })).toBe('validation.uploadLimit');
  });
});

describe('pointsUseSchema', () => {
  it('points are used in multiples of 10', () => {
    expect(err(pointsUseSchema, 10)).toBeNull();
    expect(err(pointsUseSchema, 0)).toBeNull();
    expect(err(pointsUseSchema, 120)).toBeNull();
    expect(err(pointsUseSchema, 15)).toBe('validation.pointsStep');
    expect(err(pointsUseSchema, -10)).toBe('validation.pointsStep');
  });
});

describe('cartSettlementSchema', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('settles 1 to 50 lines', () => {
    expect(err(cartSettlementSchema, ids(50))).toBeNull();
    expect(err(cartSettlementSchema, ids(1))).toBeNull();
    expect(err(cartSettlementSchema, ids(51))).toBe('validation.cartMax');
    expect(err(cartSettlementSchema, [])).toBe('validation.selectItems');
  });
});

describe('cartQuantitySchema', () => {
  it('accepts whole quantities from 1 to the stock', () => {
    const q = cartQuantitySchema(5);
    expect(err(q, 0)).toBe('validation.correctQuantity');
    expect(err(q, 1)).toBeNull();
    expect(err(q, 5)).toBeNull();
    expect(err(q, 6)).toBe('validation.insufficientStock');
    expect(err(q, 1.5)).toBe('validation.correctQuantity');
    expect(err(q, '2')).toBe('validation.correctQuantity');
  });
});

describe('chat and merchant messages', () => {
  it('a blank chat message cannot be sent', () => {
    expect(err(chatMessageSchema, '   ')).toBe('validation.blankMessage');
    expect(err(chatMessageSchema, '')).toBe('validation.blankMessage');
    expect(err(chatMessageSchema, ' hi ')).toBeNull();
  });

  it('a merchant message has at most 100 (or 200) characters', () => {
    expect(err(merchantMessageSchema(100), s(100))).toBeNull();
    expect(err(merchantMessageSchema(100), s(101))).toBe('validation.messageTooLong');
    expect(err(merchantMessageSchema(200), s(200))).toBeNull();
    expect(err(merchantMessageSchema(200), s(201))).toBe('validation.messageTooLong');
  });
});
