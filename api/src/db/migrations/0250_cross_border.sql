-- Cross-border trade (docs/product.md "Shipping abroad"): addresses with a country and an ISO
-- 3166-2 region, freight by destination (zones of a shop's template), the seller's charge to the
-- port of loading (FOB), import duty and tax estimates per destination country and category (DDP),
-- product weights for weight-based freight, and the date of each exchange rate.

-- The day each rate was taken: every converted amount is "as of" it. Existing rates date from their last change.
ALTER TABLE currency ADD COLUMN rate_date date;
UPDATE currency SET rate_date = updated_at::date;
ALTER TABLE currency ALTER COLUMN rate_date SET NOT NULL, ALTER COLUMN rate_date SET DEFAULT current_date;

-- country_code: ISO 3166-1 alpha-2; region_code: ISO 3166-2 ('' for a country without regions);
-- region_name: the region as named when saved. Older addresses only had the free text `province`:
-- the checkout seed step gives them a country and region where the text names one (NULL until then).
ALTER TABLE user_addr
  ADD COLUMN country_code char(2),
  ADD COLUMN region_code  text NOT NULL DEFAULT '',
  ADD COLUMN region_name  text NOT NULL DEFAULT '';
ALTER TABLE user_addr ALTER COLUMN province DROP NOT NULL;

-- A shop's template: `basis` counts pieces or grams (product.weight_g) against first/step units;
-- `port_fee` is what the seller charges to bring an order to the port of loading and clear export
-- (the freight of an FOB order); `rest_of_world`: destinations no zone names are served at the
-- template's own rate (true) or not at all (false). excluded_regions (free text) gives way to zones.
ALTER TABLE freight_template
  ADD COLUMN basis text NOT NULL DEFAULT 'count' CHECK (basis IN ('count', 'weight')),
  ADD COLUMN port_fee bigint NOT NULL DEFAULT 0 CHECK (port_fee >= 0),
  ADD COLUMN rest_of_world boolean NOT NULL DEFAULT true,
  DROP COLUMN excluded_regions;

-- A zone of destinations with its own rate, or where the shop does not deliver. The most specific
-- zone that names a destination decides: a region, then a country, then a continent.
CREATE TABLE freight_zone (
  zone_id     bigserial PRIMARY KEY,
  shop_id     bigint    NOT NULL REFERENCES freight_template (shop_id) ON DELETE CASCADE,
  name_en     text      NOT NULL,
  name_zh     text      NOT NULL,
  -- Africa, Americas, Asia, Europe, Oceania, Polar (GET /countries' continent).
  continents  text[]    NOT NULL DEFAULT '{}',
  countries   text[]    NOT NULL DEFAULT '{}',
  regions     text[]    NOT NULL DEFAULT '{}',
  no_delivery boolean   NOT NULL DEFAULT false,
  first_units int       NOT NULL DEFAULT 1 CHECK (first_units >= 1),
  first_fee   bigint    NOT NULL DEFAULT 0 CHECK (first_fee >= 0),
  step_units  int       NOT NULL DEFAULT 1 CHECK (step_units >= 1),
  step_fee    bigint    NOT NULL DEFAULT 0 CHECK (step_fee >= 0),
  free_over   bigint,
  CHECK (cardinality(continents) + cardinality(countries) + cardinality(regions) > 0)
);
CREATE INDEX freight_zone_shop ON freight_zone (shop_id);

-- Grams per unit, for weight-based freight (a product without one counts as 1 kg a unit).
ALTER TABLE product ADD COLUMN weight_g int CHECK (weight_g > 0);

-- Import duty and tax estimates for DDP, per destination country and top-level category
-- (category_id 0: the country's rate for every other category). Basis points of the customs value
-- (goods + freight + insurance); the tax is charged on the customs value plus the duty. Below
-- duty_free_under (minor units of the site currency) of goods no duty is due (de minimis).
CREATE TABLE duty_rate (
  country_code    char(2) NOT NULL,
  category_id     bigint  NOT NULL DEFAULT 0,
  duty_bp         int     NOT NULL CHECK (duty_bp BETWEEN 0 AND 10000),
  tax_bp          int     NOT NULL CHECK (tax_bp BETWEEN 0 AND 10000),
  duty_free_under bigint,
  as_of           date    NOT NULL,
  source          text    NOT NULL DEFAULT '',
  PRIMARY KEY (country_code, category_id)
);

-- How an order's taxes were estimated: {duty, tax, dutyBp, taxBp, countryCode, asOf} (DDP only).
ALTER TABLE order_info ADD COLUMN tax_detail jsonb;

-- The shop application names its country and region with the address picker (region keeps the
-- English name; older applications have only it).
ALTER TABLE shop_apply ADD COLUMN country_code char(2), ADD COLUMN region_code text NOT NULL DEFAULT '';
