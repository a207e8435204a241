-- Issue 40: the demo shops' VR tours pointed at vr.example.com, which serves nothing: their VR
-- factory tab showed a broken frame. They have no tour; a shop's own link is kept.
UPDATE shop_detail SET vr_url = NULL WHERE vr_url LIKE 'https://vr.example.com/%';
