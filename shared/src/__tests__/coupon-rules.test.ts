import { couponFits, couponsCombinable } from '../coupon-rules';

const shop = (shopId: number, exclusive = false) => ({ shopId, exclusive });
const platform = (exclusive = false) => ({ shopId: null, exclusive });

describe('coupons the buyer may combine (A03003)', () => {
  it('one per shop and one platform coupon', () => {
    expect(couponsCombinable([])).toBe(true);
    expect(couponsCombinable([shop(1), shop(2), platform()])).toBe(true);
    expect(couponsCombinable([shop(1), shop(1)])).toBe(false);
    expect(couponsCombinable([platform(), platform()])).toBe(false);
  });
  it('an exclusive coupon only alone', () => {
    expect(couponsCombinable([platform(true)])).toBe(true);
    expect(couponsCombinable([platform(true), shop(1)])).toBe(false);
    expect(couponsCombinable([shop(1, true), platform()])).toBe(false);
  });
});

describe('coupons that fit an order', () => {
  const goods = new Map([
    [1, 3000],
    [2, 500],
  ]);
  it('a shop coupon needs its shop in the order with enough goods', () => {
    expect(couponFits({ shopId: 1, minAmount: 3000 }, goods)).toBe(true);
    expect(couponFits({ shopId: 2, minAmount: 1000 }, goods)).toBe(false);
    expect(couponFits({ shopId: 9, minAmount: 0 }, goods)).toBe(false);
  });
  it('a platform coupon needs the whole order to reach its minimum', () => {
    expect(couponFits({ shopId: null, minAmount: 3500 }, goods)).toBe(true);
    expect(couponFits({ shopId: null, minAmount: 3501 }, goods)).toBe(false);
  });
});
