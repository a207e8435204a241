import { describe, expect, it } from 'vitest';
import { checkBulkImport, checkCount, checkImage, checkPdf, isPdf, sniffImageType } from '../index';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 0x24, 0x00, 0x00, 0x00, ...new TextEncoder().encode('WEBPVP8 ')]);
const TEXT = new TextEncoder().encode('hello, this is a text file\n');
const PDF = new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
const MB2 = 2 * 1024 * 1024;

describe('sniffImageType', () => {
  it('recognises real magic bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses a text file, a PDF, a RIFF that is not WEBP and too few bytes', () => {
    expect(sniffImageType(TEXT)).toBeNull();
    expect(sniffImageType(PDF)).toBeNull();
    const wav = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')]);
    expect(sniffImageType(wav)).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('checkImage', () => {
  it('accepts exactly 2 MB and refuses one byte more', () => {
    expect(checkImage(PNG, MB2)).toEqual({ ok: true });
    expect(checkImage(PNG, MB2 + 1)).toEqual({ ok: false, error: 'validation.fileTooLarge' });
  });

  it('allows a larger limit where a context gives one', () => {
    expect(checkImage(JPEG, MB2 + 1, 10 * 1024 * 1024)).toEqual({ ok: true });
  });

  it('refuses a file that is not an image', () => {
    expect(checkImage(TEXT, 10)).toEqual({ ok: false, error: 'validation.fileFormat' });
  });
});

describe('checkCount', () => {
  it('refuses going over the maximum selectable count', () => {
    expect(checkCount(4, 1, 5)).toEqual({ ok: true });
    expect(checkCount(0, 5, 5)).toEqual({ ok: true });
    expect(checkCount(5, 1, 5)).toEqual({ ok: false, error: 'validation.uploadLimit' });
    expect(checkCount(3, 3, 5)).toEqual({ ok: false, error: 'validation.uploadLimit' });
  });
});

describe('checkPdf', () => {
  it('accepts one real PDF', () => {
    expect(isPdf(PDF)).toBe(true);
    expect(checkPdf(PDF, 0, 'spec.pdf')).toEqual({ ok: true });
    expect(checkPdf(PDF, 0, 'SPEC.PDF')).toEqual({ ok: true });
  });

  it('refuses a second PDF', () => {
    expect(checkPdf(PDF, 1, 'second.pdf')).toEqual({ ok: false, error: 'validation.onlyOnePdf' });
  });

  it('refuses a file not named .pdf', () => {
    expect(checkPdf(PDF, 0, 'notes.txt')).toEqual({ ok: false, error: 'validation.uploadPdf' });
  });

  it('refuses a .pdf whose content is not a PDF', () => {
    expect(checkPdf(TEXT, 0, 'fake.pdf')).toEqual({ ok: false, error: 'validation.correctPdf' });
    expect(checkPdf(PNG, 0)).toEqual({ ok: false, error: 'validation.correctPdf' });
  });
});

describe('checkBulkImport', () => {
  it('accepts xls and xlsx up to 2 MB', () => {
    expect(checkBulkImport('products.xls', 100)).toEqual({ ok: true });
    expect(checkBulkImport('products.xlsx', MB2)).toEqual({ ok: true });
    expect(checkBulkImport('PRODUCTS.XLSX', 100)).toEqual({ ok: true });
  });

  it('refuses other formats and files over 2 MB', () => {
    expect(checkBulkImport('products.csv', 100)).toEqual({ ok: false, error: 'validation.fileFormat' });
    expect(checkBulkImport('xlsx', 100)).toEqual({ ok: false, error: 'validation.fileFormat' });
    expect(checkBulkImport('products.xlsx', MB2 + 1)).toEqual({ ok: false, error: 'validation.fileTooLarge' });
  });
});
