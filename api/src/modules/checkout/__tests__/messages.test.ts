import { RESPONSE_CODES } from '@mall/shared';
import { ModuleError } from '../../../http/messages';
import { CheckoutError, notFound } from '../messages';

describe('checkout refusals (i18n/{en,zh_CN}.json, error.*)', () => {
  it('are ModuleErrors worded in both languages with their placeholders filled, outside a running app too', () => {
    const err = new CheckoutError('balanceInsufficient', RESPONSE_CODES.SHOW_FAIL, { balance: '¥12.00' }, { balance: 1200 });
    expect(err).toBeInstanceOf(ModuleError);
    expect(err.code).toBe('A00001');
    expect(err.data).toEqual({ balance: 1200 });
    expect(err.messageFor('en')).toBe('Balance insufficient, your current balance is ¥12.00');
    expect(err.messageFor('zh_CN')).toContain('¥12.00');
    expect(err.messageFor('zh_CN')).not.toBe(err.messageFor('en'));
  });

  it('keep the code they are given', () => {
    const nf = notFound();
    expect(nf.code).toBe(RESPONSE_CODES.NOT_FOUND);
    expect(nf.messageFor('en')).toBe('Order not found');
    expect(nf.messageFor('zh_CN')).toBe('订单不存在');
  });
});
