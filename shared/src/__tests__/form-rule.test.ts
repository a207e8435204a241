import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyAsText, schemaIssue, schemaRule } from '../form-rule';
import { translateCommon } from '../i18n';
import { addressFieldsSchema, invoiceRequestSchema, rechargeAmountSchema } from '../schemas';

/** What antd shows under the field: the rule's rejection message, or null when it passes. */
async function shown(rule: ReturnType<typeof schemaRule>, value: unknown): Promise<string | null> {
  try {
    await rule.validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

const en = (key: string) => translateCommon(key, 'en');
const zh = (key: string) => translateCommon(key, 'zh_CN');

describe('schemaRule: one field, one shared schema', () => {
  it('words the first failing rule in the form language and passes a good value', async () => {
    const receiver = schemaRule(addressFieldsSchema.shape.receiver, en, { map: emptyAsText });
    expect(await shown(receiver, '')).toBe('Please enter the recipient');
    expect(await shown(schemaRule(addressFieldsSchema.shape.receiver, zh, { map: emptyAsText }), '  ')).toBe('请输入收货人');
    expect(await shown(receiver, 'Ada Lovelace')).toBeNull();
  });

  it('reads an untouched text field like a cleared one when asked to (emptyAsText)', async () => {
    const receiver = schemaRule(addressFieldsSchema.shape.receiver, en, { map: emptyAsText });
    expect(await shown(receiver, undefined)).toBe(await shown(receiver, ''));
  });

  it('lets an optional field stay empty: null (a cleared number input) reads as undefined', async () => {
    const optionalBudget = z.number({ error: 'validation.rechargeAmount' }).positive('validation.rechargeAmount').optional();
    expect(await shown(schemaRule(optionalBudget, en), null)).toBeNull();
    expect(schemaIssue(optionalBudget, -1)).toBe('validation.rechargeAmount');
  });

  it('parses what `map` makes of the value (an amount typed in units, checked in minor units)', async () => {
    const amount = schemaRule(rechargeAmountSchema, en, { map: (v) => (v == null ? undefined : Math.round((v as number) * 100)) });
    expect(await shown(amount, 0.001)).toBe(en('validation.rechargeAmount'));
    expect(await shown(amount, 100)).toBeNull();
  });
});

describe('schemaRule: a field checked with the whole form (cross-field rules)', () => {
  const form = { type: 'ordinary', headerType: 'company', headerName: 'ACME Ltd', taxNumber: '' };
  const rule = (field: keyof typeof form, values: typeof form, word = en) =>
    schemaRule(invoiceRequestSchema, word, { whole: { field, read: () => values } });

  it('shows a cross-field refusal on the field it concerns, and only there', async () => {
    expect(await shown(rule('taxNumber', form), undefined)).toBe('Please enter the tax number for a company invoice');
    expect(await shown(rule('taxNumber', form, zh), undefined)).toBe('企业发票请填写税号');
    expect(await shown(rule('headerName', form), undefined)).toBeNull();
    expect(await shown(rule('headerType', form), undefined)).toBeNull();
  });

  it('passes every field once the form is whole', async () => {
    const whole = { ...form, taxNumber: '91350100M000100Y43' };
    for (const field of ['type', 'headerType', 'headerName', 'taxNumber'] as const)
      expect(await shown(rule(field, whole), undefined)).toBeNull();
  });
});
