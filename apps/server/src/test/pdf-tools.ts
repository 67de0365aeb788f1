import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/*
 * Reading the PDFs the server makes the way a person's tools would: Debian's poppler-utils
 * (pdftotext, pdftoppm; installed by .ci/run) and a QR decoder (jsqr) on the rendered page.
 */

function withPdfFile<T>(pdf: Buffer, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'lv-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext extracts it (UTF-8, NFC-normalised for comparison). */
export function pdfText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFC'));
}

/** How many pages the PDF has (pdfinfo). */
export function pdfPageCount(pdf: Buffer): number {
  return withPdfFile(pdf, (file) => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  });
}

/** Page `page` rendered by pdftoppm as a PNG image. */
export function renderPage(pdf: Buffer, page = 1, dpi = 150): PNG {
  return withPdfFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    return PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
  });
}

/** The share of pixels that are not near-white (0 for a blank page). */
export function inkedShare(png: PNG): number {
  let inked = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i]! < 200 || png.data[i + 1]! < 200 || png.data[i + 2]! < 200) inked += 1;
  }
  return inked / (png.width * png.height);
}

/** The text of the QR code found on the image, or null. */
export function decodeQr(png: PNG): string | null {
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return found?.data ?? null;
}
