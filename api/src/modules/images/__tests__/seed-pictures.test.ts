import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../../../db/seed/catalog-data';
import { exhibitionNews, newsArticle } from '../../../db/seed/catalog-text';
import { PRODUCT_DRAWINGS } from '../drawing/products';
import { PRODUCT_VARIANTS, PRODUCT_VIEWS } from '../drawing/studio';
import { CATEGORY_SUBJECTS, SEED_PICTURE_KINDS, pictureSlug, seedPictureJpeg, seedPictureNames, seedPictureSvg } from '../seed-pictures';

const leaves = CATEGORY_TREE.flatMap((top) => top.children.flatMap((second) => second.leaves.map(([en]) => en)));
const sha = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

describe('seed pictures', () => {
  it('draw every product kind of the catalogue, each its own drawing', () => {
    const drawn = new Set<string>();
    for (const name of leaves) {
      const slug = pictureSlug(name);
      expect(PRODUCT_DRAWINGS[slug], name).toBeDefined();
      // No kind falls back to a shared or abstract picture: every hero shot is a different drawing.
      const svg = seedPictureSvg('p', `${slug}-0-0`);
      expect(svg, name).not.toBeNull();
      drawn.add(sha(svg!.replace(/id="[a-z]\d+"|#[a-z]\d+/g, '')));
    }
    expect(drawn.size).toBe(leaves.length);
    expect(Object.keys(PRODUCT_DRAWINGS).sort()).toEqual(leaves.map(pictureSlug).sort());
  });

  it('give every category of every level an icon of a product of its own', () => {
    const names = CATEGORY_TREE.flatMap((top) => [top.name[0], ...top.children.flatMap((s) => [s.name[0], ...s.leaves.map(([en]) => en)])]);
    // Picture names are unique across the tree (a category's icon is found by its name).
    expect(new Set(names.map(pictureSlug)).size).toBe(names.length);
    for (const name of names) {
      const subject = CATEGORY_SUBJECTS.get(pictureSlug(name));
      expect(subject, name).toBeDefined();
      expect(PRODUCT_DRAWINGS[subject!], name).toBeDefined();
      expect(seedPictureSvg('c', pictureSlug(name)), name).not.toBeNull();
    }
  });

  it('are the same bytes on every computation, and differ by variant and view', async () => {
    const a = await seedPictureJpeg('p', 'smart-watch-2-1');
    const b = await seedPictureJpeg('p', 'smart-watch-2-1');
    expect(Buffer.compare(a!, b!)).toBe(0);
    expect(seedPictureSvg('p', 'cordless-drill-4-0')).toBe(seedPictureSvg('p', 'cordless-drill-4-0'));
    const seen = new Set<string>();
    for (let v = 0; v < PRODUCT_VARIANTS; v++)
      for (let view = 0; view < PRODUCT_VIEWS; view++) seen.add(sha(seedPictureSvg('p', `tractor-${v}-${view}`)!));
    expect(seen.size).toBe(PRODUCT_VARIANTS * PRODUCT_VIEWS);
  });

  it('are photo-sized JPEGs with a photo weight', async () => {
    // One product of each top category, a banner, a cover, a logo and an icon.
    const samples: [keyof typeof SEED_PICTURE_KINDS, string, number, number][] = [
      ...[
        'headphones-0-0',
        'led-desk-lamp-1-2',
        'denim-jeans-2-0',
        'forklift-3-1',
        'hex-bolt-4-3',
        'shampoo-5-0',
        'coffee-beans-0-1',
        'camping-tent-1-0',
      ].map((n): [keyof typeof SEED_PICTURE_KINDS, string, number, number] => ['p', n, 80_000, 200_000]),
      ['b', 'home-0', 60_000, 250_000],
      ['v', 'exhibition-1', 50_000, 200_000],
      ['l', 'beauty-personal-care-3', 5_000, 60_000],
      ['c', 'tea-set', 3_000, 30_000],
    ];
    for (const [kind, name, min, max] of samples) {
      const jpeg = (await seedPictureJpeg(kind, name))!;
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual([
        'jpeg',
        SEED_PICTURE_KINDS[kind].width,
        SEED_PICTURE_KINDS[kind].height,
      ]);
      expect(jpeg.length, name).toBeGreaterThan(min);
      expect(jpeg.length, name).toBeLessThan(max);
    }
  }, 60_000);

  it('know only their own names', () => {
    for (const [kind, name] of [
      ['p', 'hex-bolt-6-0'],
      ['p', 'hex-bolt-0-4'],
      ['p', 'sphere-0-0'],
      ['p', '17'],
      ['c', 'sphere'],
      ['l', 'machinery-12'],
      ['b', 'home-9'],
      ['v', 'news-12'],
      ['z', 'home-0'],
      ['p', '../../x-0-0'],
    ]) {
      expect(seedPictureSvg(kind!, name!), `${kind}/${name}`).toBeNull();
    }
    // Every name the warm-up makes is one of ours (of products, the last variant: the first is above).
    const names = seedPictureNames().filter(([kind, name]) => kind !== 'p' || name.endsWith(`-${PRODUCT_VARIANTS - 1}-0`));
    for (const [kind, name] of names) expect(seedPictureSvg(kind, name) === null, `${kind}/${name}`).toBe(false);
  }, 60_000);
});

describe('seed texts', () => {
  it('write news with a dateline, paragraphs, figures and a quote, the same each time', () => {
    const at = new Date('2026-11-12T08:00:00Z');
    for (let k = 0; k < 12; k++) {
      const a = newsArticle(k, 0, at);
      expect(newsArticle(k, 0, at)).toEqual(a);
      const [en, zh] = a.content;
      expect(en).toMatch(/^<p><strong>[A-Z ]+, 12 Nov 2026<\/strong> – /);
      expect(zh).toMatch(/^<p><strong>.+，2026年11月12日电<\/strong> —— /);
      for (const html of [en, zh]) {
        expect(html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
        expect(html).toMatch(/\d/);
        expect(html).toContain('<blockquote>');
      }
      // The second run of a subject is a different article.
      expect(newsArticle(k, 1, at).content[0]).not.toBe(en);
    }
  });

  it('say the same figures in both languages', () => {
    // Figures after the dateline; Chinese writes months as numbers ("3月"), English as words.
    const figures = (html: string) =>
      (
        html
          .slice(html.indexOf('</strong>'))
          .replace(/(\d),(\d)/g, '$1$2')
          .replace(/\d+月/g, '')
          .match(/\d+(\.\d+)?/g) ?? []
      ).sort();
    const at = new Date('2026-11-12T08:00:00Z');
    const texts = [
      ...[0, 1].flatMap((part) => Array.from({ length: 12 }, (_, k) => newsArticle(k, part, at).content)),
      ...[0, 1, 2].map((item) => exhibitionNews(['Canton Fair', '广交会'], ['Shenzhen', '深圳'], 4, item, at).content),
    ];
    for (const [en, zh] of texts) expect(figures(zh), en).toEqual(figures(en));
  });

  it('write exhibition news in both languages', () => {
    const item = exhibitionNews(['Canton Fair', '广交会'], ['Shenzhen', '深圳'], 0, 1, new Date('2026-12-01T00:00:00Z'));
    expect(item.content[0]).toContain('Canton Fair');
    expect(item.content[1]).toContain('广交会');
    expect(item.content[0].match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
  });
});
