-- Issue 40: a product's minimum order quantity (MOQ) is one figure, the same in every language,
-- checked by the cart and checkout (@mall/shared order-terms.ts) and shown by the product page.
-- Before, only the descriptions named one, each drawn on its own, so English and Chinese disagreed.
ALTER TABLE product ADD COLUMN moq integer NOT NULL DEFAULT 1 CONSTRAINT product_moq_positive CHECK (moq >= 1);

-- A catalogue seeded before (prodId = i + 1 of the seed): one product in ten keeps the figure of its
-- English description as its minimum, the rest order from one; both descriptions name the product's own.
UPDATE product SET moq = greatest(1, substring(brief_en from 'MOQ (\d+)')::int)
 WHERE prod_id % 10 = 8 AND brief_en ~ 'MOQ \d+';
UPDATE product p
   SET brief_en = x.en, brief_zh = x.zh
  FROM (SELECT prod_id, regexp_replace(brief_en, 'MOQ \d+', 'MOQ ' || moq) AS en, regexp_replace(brief_zh, '起订量\d+', '起订量' || moq) AS zh
          FROM product) x
 WHERE x.prod_id = p.prod_id AND (x.en IS DISTINCT FROM p.brief_en OR x.zh IS DISTINCT FROM p.brief_zh);
