-- Coupon names no longer carry amounts: a name in dollars read wrong in any other currency. The
-- pages word each coupon's rule (threshold, value) in the buyer's currency; the seeded demo coupons
-- get names without amounts.
UPDATE coupon SET name_en = 'Welcome coupon', name_zh = '新人券' WHERE name_en = '$5 off orders over $50' AND name_zh = '满50减5';
UPDATE coupon SET name_en = 'Big order coupon (exclusive)', name_zh = '大单券（不可叠加）' WHERE name_en = '$20 off orders over $200 (exclusive)' AND name_zh = '满200减20（不可叠加）';
UPDATE coupon SET name_en = 'Member coupon', name_zh = '会员券' WHERE name_en = 'Member coupon: $10 off orders over $60' AND name_zh = '会员券：满60减10';
UPDATE coupon SET name_en = 'Everyday coupon', name_zh = '日常券' WHERE name_en = '$3 off orders over $30' AND name_zh = '满30减3';
UPDATE coupon SET name_en = 'Big order discount (exclusive)', name_zh = '大单折扣券（不可叠加）' WHERE name_en = '10% off, orders over $100 (exclusive)' AND name_zh = '满100享9折（不可叠加）';
UPDATE coupon SET name_en = 'Shop coupon', name_zh = '本店券' WHERE name_en = '$2 off in this shop, over $20' AND name_zh = '本店满20减2';
UPDATE coupon SET name_en = 'Shop coupon (only 20)', name_zh = '本店券（限20张）' WHERE name_en = '$15 off in this shop, over $99 (only 20)' AND name_zh = '本店满99减15（限20张）';
