import { mkdtempSync, writeFileSync } from 'node:fs';
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
