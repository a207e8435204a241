-- The sandbox gateway's hosted page and decide call need the payment's own token (only its hash
-- is kept), and a gateway payment that arrives for orders no longer payable is refunded through the
-- gateway: the refund is recorded on the payment (status 5), never credited to the balance.
ALTER TABLE payment ADD COLUMN IF NOT EXISTS page_token_hash text;
ALTER TABLE payment ADD COLUMN IF NOT EXISTS refund_no text UNIQUE;
ALTER TABLE payment ADD COLUMN IF NOT EXISTS refund_amount bigint;
ALTER TABLE payment ADD COLUMN IF NOT EXISTS refunded_at timestamptz;
ALTER TABLE payment ADD COLUMN IF NOT EXISTS refund_reason text;
