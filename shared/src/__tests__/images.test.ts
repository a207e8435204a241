import { beforeEach, describe, expect, it } from 'vitest';
import { getConfig, setConfig } from '../config';
import { imageSources, resolveImage, resolveImages } from '../images';

const DEFAULT = '/static/default-cargo.svg';

beforeEach(() => {
  setConfig({ resourceBase: 'https://cdn.example.com/res/', defaultImage: DEFAULT });
});

describe('resolveImage', () => {
  it('keeps http and https URLs as they are', () => {
    expect(resolveImage('http://img.example.com/a.png')).toBe('http://img.example.com/a.png');
    expect(resolveImage('https://img.example.com/a.png')).toBe('https://img.example.com/a.png');
  });

  it('prefixes a relative path with the resource base, joining slashes once', () => {
    expect(resolveImage('2024/01/a.png')).toBe('https://cdn.example.com/res/2024/01/a.png');
    expect(resolveImage('/2024/01/a.png')).toBe('https://cdn.example.com/res/2024/01/a.png');
    setConfig({ resourceBase: 'https://cdn.example.com/res' });
    expect(resolveImage('a.png')).toBe('https://cdn.example.com/res/a.png');
    setConfig({ resourceBase: 'https://cdn.example.com/res//' });
    expect(resolveImage('//a.png')).toBe('https://cdn.example.com/res/a.png');
  });

  it('does not prefix a path that already starts with a relative resource base twice', () => {
    setConfig({ resourceBase: '/api/res/' });
    expect(resolveImage('/api/res/a.png')).toBe('/api/res/a.png');
    expect(resolveImage('b.png')).toBe('/api/res/b.png');
  });

  it('gives the default image for a missing or non-string value', () => {
    for (const v of [undefined, null, 42, { url: 'a.png' }, '', '   ']) {
      expect(resolveImage(v)).toBe(DEFAULT);
    }
    expect(getConfig().defaultImage).toBe(DEFAULT);
  });
});

describe('resolveImages', () => {
  it('gives a list holding the default image for an empty array', () => {
    expect(resolveImages([])).toEqual([DEFAULT]);
    expect(resolveImages(undefined)).toEqual([DEFAULT]);
    expect(resolveImages('')).toEqual([DEFAULT]);
  });

  it('maps each entry of an array', () => {
    expect(resolveImages(['a.png', 'https://x.example.com/b.png', null])).toEqual([
      'https://cdn.example.com/res/a.png',
      'https://x.example.com/b.png',
      DEFAULT,
    ]);
  });

  it('splits a comma-separated string', () => {
    expect(resolveImages('a.png,https://x.example.com/b.png')).toEqual([
      'https://cdn.example.com/res/a.png',
      'https://x.example.com/b.png',
    ]);
  });
});

describe('imageSources', () => {
  const bases = { resourceBase: '/api/res/', defaultImage: '/static/default-cargo.svg', imageBase: '/api/img' };

  it('offers the endpoint widths up to twice the shown width, with the largest within it as src', () => {
    const s = imageSources('catalog/p/3.jpg', 240, bases);
    expect(s.src).toBe('/api/img/240/catalog/p/3.jpg');
    expect(s.srcSet).toBe(['96', '160', '240', '320', '480'].map((w) => `/api/img/${w}/catalog/p/3.jpg ${w}w`).join(', '));
    // A path already under the resource base, and an upload key, are the same stored picture.
    expect(imageSources('/api/res/shop-logo/0f0e0d0c-0000-4000-8000-000000000000', 48, bases).src).toBe(
      '/api/img/96/shop-logo/0f0e0d0c-0000-4000-8000-000000000000',
    );
    // An icon smaller than half the smallest width (the categories page's 28 px pictures) gets that width.
    expect(imageSources('catalog/c/0.jpg', 28, bases)).toEqual({
      src: '/api/img/96/catalog/c/0.jpg',
      srcSet: '/api/img/96/catalog/c/0.jpg 96w',
    });
  });

  it('keeps one URL for pictures it does not store, and without an image endpoint', () => {
    expect(imageSources('https://cdn.example/a.jpg', 240, bases)).toEqual({ src: 'https://cdn.example/a.jpg' });
    expect(imageSources('', 240, bases)).toEqual({ src: '/static/default-cargo.svg' });
    expect(imageSources('catalog/p/3.svg', 240, bases)).toEqual({ src: '/api/res/catalog/p/3.svg' });
    expect(imageSources('../../etc/passwd', 240, bases).srcSet).toBeUndefined();
    expect(imageSources('catalog/p/3.jpg', 240, { ...bases, imageBase: undefined })).toEqual({ src: '/api/res/catalog/p/3.jpg' });
  });
});
