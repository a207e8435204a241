import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { pdf as realPdf, png as realPng } from '@mall/shared/testing/files';

/** Real files the tests upload (pictures, scans): the same byte-built files as the API tests'. */

/** A real PNG of one colour, `size` x `size` pixels (8 by default). */
export const png = (rgb: [number, number, number], size = 8): Buffer => realPng(rgb, { size });

/** A small real one-page PDF showing `text` (readable back from the downloaded bytes). */
export const pdf = (text = 'E2E document'): Buffer => realPdf(text);

/** Writes the files to a fresh temporary folder (for file inputs that take paths); answers name -> path. */
export function writeTempFiles<K extends string>(prefix: string, files: Record<K, { name: string; bytes: Buffer }>): Record<K, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const paths = {} as Record<K, string>;
  for (const key of Object.keys(files) as K[]) {
    paths[key] = path.join(dir, files[key].name);
    writeFileSync(paths[key], files[key].bytes);
  }
  return paths;
}

/**
 * The colour at the centre of a loaded <img> as the buyer sees it (drawn to a canvas), or null
 * while it has not loaded. Resized variants (srcset) change naturalWidth with the screen density,
 * so a picture is recognised by what it shows, not by its size.
 */
export async function shownColour(img: Locator): Promise<[number, number, number] | null> {
  return img.evaluate((el: HTMLImageElement) => {
    if (!el.complete || el.naturalWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const g = canvas.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const [r, gr, b] = g.getImageData(Math.floor(el.naturalWidth / 2), Math.floor(el.naturalHeight / 2), 1, 1).data;
    return [r!, gr!, b!] as [number, number, number];
  });
}

/** True when two colours are within `tolerance` per channel (lossy re-encodes shift them a little). */
export const near = (a: readonly number[] | null, b: readonly number[], tolerance = 12): boolean =>
  a !== null && a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
