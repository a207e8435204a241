-- A buyer may delete a closed or completed order from their list (mall4j DELETE /p/myOrder/{orderNumber});
-- the row stays for the merchant and the books.
ALTER TABLE order_info ADD COLUMN buyer_deleted boolean NOT NULL DEFAULT false;
