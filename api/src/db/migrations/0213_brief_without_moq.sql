-- Issue 40: a product's minimum order is its moq column (migration 0252), the same in every
-- language. The seeded descriptions named one more each, drawn apart ("MOQ 33" in English,
-- "起订量14" in Chinese): a catalogue seeded before loses those figures.
UPDATE product
   SET brief_en = regexp_replace(brief_en, ', MOQ \d+,', ','),
       brief_zh = regexp_replace(brief_zh, '，起订量\d+，', '，')
 WHERE brief_en ~ ', MOQ \d+,' OR brief_zh ~ '，起订量\d+，';
