import { expect, type Locator } from '@playwright/test';
import { LOCALES, test } from './helpers';

interface VideoRow {
  videoId: number;
  title: string;
  url: string;
  shopId: number | null;
  prodId: number | null;
  duration: number;
}

/** What the <video> element knows: metadata loaded (readyState >= 1) and the real duration. */
const media = (video: Locator) =>
  video.evaluate((el: HTMLVideoElement) => ({
    readyState: el.readyState,
    duration: el.duration,
    error: el.error?.code ?? null,
    src: el.currentSrc,
    poster: el.poster,
    preload: el.preload,
    controls: el.controls,
  }));

async function expectPlayable(video: Locator, seconds: number): Promise<void> {
  await expect(video).toBeVisible();
  await expect.poll(async () => (await media(video)).readyState, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const m = await media(video);
  expect(m.error).toBeNull();
  expect(m.controls).toBe(true);
  expect(m.src).toMatch(/\/api\/res\/catalog\/video\/\d+\.webm$/);
  expect(m.duration).toBeGreaterThan(0);
  expect(Math.round(m.duration)).toBe(seconds);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`videos (${locale})`, () => {
    test('the video centre opens a video whose player loads the real clip and seeks in it', async ({ page }) => {
      await page.goto(`${prefix}/video`);
      const card = page.getByTestId('video-card').first();
      await expect(card).toBeVisible();
      const title = (await card.locator('.ant-typography').first().textContent())!.trim();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/video/detail\\?videoId=\\d+`));

      const videoId = Number(new URL(page.url()).searchParams.get('videoId'));
      const info = (await (await page.request.get(`/api/video/info?videoId=${videoId}`, { headers: { Locale: locale } })).json())
        .data as VideoRow;
      expect(info.title).toBe(title);

      const player = page.getByTestId('video-player');
      await expect(player).toHaveAttribute('preload', 'metadata');
      await expect(player).toHaveAttribute('width', '640');
      await expect(player).toHaveAttribute('height', '360');
      // The poster is the video's seed photo (a JPEG since pictures are photo-sized).
      await expect(player).toHaveAttribute('poster', /\/api\/res\/catalog\/v\/video-\d+\.jpg$/);
      await expectPlayable(player, info.duration);

      // Seeking needs Range requests (206): the browser jumps to 2 s and can play from there.
      const seeked = await player.evaluate(
        (el: HTMLVideoElement) =>
          new Promise<number>((resolve, reject) => {
            el.addEventListener('seeked', () => resolve(el.currentTime), { once: true });
            el.addEventListener('error', () => reject(new Error(String(el.error?.code))), { once: true });
            el.currentTime = 2;
          }),
      );
      expect(seeked).toBeCloseTo(2, 0);
      await expect(page.getByTestId('video-player-error')).toHaveCount(0);
    });

    test('a product with a video shows it in its gallery, and the shop video centre plays one', async ({ page, request }) => {
      const page1 = (await (await request.get('/api/video/page?size=50', { headers: { Locale: locale } })).json()).data as {
        records: VideoRow[];
      };
      // A product the buyer can open (video rows may point to one that is off the shelf).
      let withProduct: VideoRow | undefined;
      for (const v of page1.records.filter((r) => r.prodId)) {
        const res = (await (await request.get(`/api/prod/prodInfo?prodId=${v.prodId}`)).json()) as {
          code: string;
          data: { video: string };
        };
        if (res.code === '00000' && res.data.video) {
          withProduct = v;
          break;
        }
      }
      expect(withProduct).toBeDefined();
      await page.goto(`${prefix}/products/detail/${withProduct!.prodId}`);
      await expect(page.getByTestId('product-detail')).toBeVisible();
      const productVideo = page.getByTestId('product-video');
      await productVideo.scrollIntoViewIfNeeded();
      await expectPlayable(productVideo, 4);

      const shopId = page1.records.find((r) => r.shopId)!.shopId!;
      await page.goto(`${prefix}/shop/${shopId}/video-center`);
      await expect(page.getByTestId('shop-videos')).toBeVisible();
      await page.getByTestId('shop-videos').locator('.ant-card').first().click();
      await expectPlayable(page.getByTestId('shop-video-player'), 4);
    });
  });
}
