import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * PDFs made on the server (certificates, CPD statements) with pdfkit and an embedded TrueType font:
 * Noto Sans from npm (@expo-google-fonts/noto-sans) covers Latin Extended with combining marks,
 * so a name like "Chúkwúemeka Ọ̀kọ̀nkwọ́" prints (and copies out) exactly as written. pdfkit's own
 * standard fonts (WinAnsi) would lose those letters. Nothing is fetched at run time.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
export type PdfFont = keyof typeof FONT_FILES;

let fonts: Record<PdfFont, Buffer> | null = null;
/** The font files, read once per process (about 1 MB together). */
function fontData(): Record<PdfFont, Buffer> {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

/** BRAND.md colours, as PDF fill colours. */
export const PDF_COLOURS = {
  primary: '#0F5132',
  primaryLight: '#E7F1EC',
  accent: '#E0A526',
  ink: '#111827',
  muted: '#4B5563',
  ground: '#FAF7F2',
  line: '#E5E0D8',
} as const;

export interface PdfOptions {
  size?: string;
  layout?: 'portrait' | 'landscape';
  margin?: number;
  title: string;
  author: string;
  /** Keep pages open until the end (to write "Page n of m" on each). */
  bufferPages?: boolean;
  /** The language of the document's words (the PDF's /Lang, read by screen readers); English by default. */
  lang?: string;
}

/** A new document with the embedded fonts registered as 'regular' and 'bold' (regular in use). */
export function newPdf(options: PdfOptions): PDFKit.PDFDocument {
  const data = fontData();
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 50,
    // The embedded font from the start: pdfkit would otherwise load Helvetica's metrics first.
    font: data.regular as unknown as string, // pdfkit accepts a font Buffer here; its types say string
    info: { Title: options.title, Author: options.author, Creator: options.author },
    pdfVersion: '1.7',
    bufferPages: options.bufferPages ?? false,
    lang: options.lang ?? 'en',
    displayTitle: true,
  });
  doc.registerFont('regular', data.regular);
  doc.registerFont('bold', data.bold);
  doc.font('regular');
  withoutGlyphComposition(doc);
  return doc;
}

/*
 * pdfkit maps each glyph to the text of its first use (the PDF's ToUnicode map). With the font's
 * 'ccmp' feature on, "ọ̀" is drawn as the glyphs o + dot below + grave, so the plain "o" glyph would
 * copy out as "ọ" everywhere in the document ("Tọtal"). With 'ccmp' off the precomposed "ọ" glyph
 * is used and the marks still sit right (the font's mark positioning), and text copies out as
 * written. Every text call of the document gets it, so no call can forget it.
 */
const NO_GLYPH_COMPOSITION = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]; // fontkit takes an on/off object; the types know only a list

function withoutGlyphComposition(doc: PDFKit.PDFDocument): void {
  const features = (options?: PDFKit.Mixins.TextOptions): PDFKit.Mixins.TextOptions => ({ ...options, features: options?.features ?? NO_GLYPH_COMPOSITION });
  const text = doc.text.bind(doc) as (text: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  const width = doc.widthOfString.bind(doc);
  const height = doc.heightOfString.bind(doc);
  doc.text = ((value: string, a?: number | PDFKit.Mixins.TextOptions, b?: number, c?: PDFKit.Mixins.TextOptions) =>
    typeof a === 'object' ? text(value, features(a)) : text(value, a, b, features(c))) as PDFKit.PDFDocument['text'];
  doc.widthOfString = (value, options) => width(value, features(options));
  doc.heightOfString = (value, options) => height(value, features(options));
}

/** Ends the document and collects its bytes. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A file name safe in a Content-Disposition header (ASCII letters, digits, dashes). */
export function safeFileName(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return ascii || 'document';
}

/**
 * Text cut to `max` characters (code points), ending "…" when cut: what a PDF prints of a field,
 * so that no field, however long it was stored, makes a render slow (ADR 033).
 */
export function printable(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** `text` cut (ending "…") to fit one line of `width` in the document's current font and size. */
export function oneLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let fits = 0;
  let over = chars.length;
  while (over - fits > 1) {
    const mid = Math.floor((fits + over) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('')}…`) <= width) fits = mid;
    else over = mid;
  }
  return `${chars.slice(0, fits).join('').trimEnd()}…`;
}
