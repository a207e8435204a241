-- Checkout: advance and final payment, documents as uploads, invoices.
--
-- pay_stage is NULL for an order paid in one go (as before). When the merchant asks for an
-- advance it walks: 'awaitingAdvance' -> 'advancePaid' (advance payment made, final price to be
-- confirmed) -> 'finalDue' (the merchant set the final price; awaiting final payment) -> 'settled'.
ALTER TABLE order_info ADD COLUMN pay_stage text CHECK (pay_stage IN ('awaitingAdvance', 'advancePaid', 'finalDue', 'settled'));
ALTER TABLE order_info ADD COLUMN final_pay_type smallint;
ALTER TABLE order_info ADD COLUMN final_price_at timestamptz;

-- A payment may settle different parts of its orders: {"<orderNumber>": "full" | "advance" | "final"}
-- (NULL = every order in full, the rows written before advances existed).
ALTER TABLE payment ADD COLUMN parts jsonb;

-- One settlement per order and part: the advance and the final payment are each booked once, and
-- an order paid in full is never paid again.
ALTER TABLE order_settlement ADD COLUMN part text NOT NULL DEFAULT 'full' CHECK (part IN ('full', 'advance', 'final'));
ALTER TABLE order_settlement DROP CONSTRAINT order_settlement_pkey;
ALTER TABLE order_settlement ADD PRIMARY KEY (order_number, part);
