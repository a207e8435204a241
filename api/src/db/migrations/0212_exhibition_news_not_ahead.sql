-- Issue 40: the demo's news of exhibitions a year ahead were dated ahead too (the sitemap's
-- pages part carried a lastmod in the future). News is dated when it is published: now at the latest.
UPDATE exhibition_news SET created_at = now() WHERE created_at > now();
