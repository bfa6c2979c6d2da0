// A small text-only PDF (pdf-lib, standard fonts): paragraphs that wrap and flow onto new pages. Fixed
// metadata dates, so the same content always gives the same bytes. Used by library materials and the
// book table of contents.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';

/** A fixed date for the document's metadata, so the same material always has the same bytes. */
const DOCUMENT_DATE = new Date('2026-01-01T00:00:00Z');
const PAGE = { width: 612, height: 792, margin: 56 };

/** Splits text into lines that fit `width` at `size` (words kept whole). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Standard fonts speak WinAnsi: characters outside it become '?', never an error. */
const winAnsi = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\n\xA0-\xFF]/g, '?');

export interface TextPdf {
  /** writes wrapped text, then `gap` points of space */
  write(text: string, weight: 'regular' | 'bold', size: number, gap?: number): void;
  /** extra vertical space */
  space(points: number): void;
  save(): Promise<Uint8Array>;
}

export async function createTextPdf(title: string, subject: string): Promise<TextPdf> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(winAnsi(title));
  doc.setSubject(subject);
  doc.setCreator('CLE site API');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const width = PAGE.width - 2 * PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  return {
    write(text, weight, size, gap = 4) {
      const font = fonts[weight];
      for (const line of wrap(winAnsi(text), font, size, width)) {
        if (y - size < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        y -= size;
        page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
        y -= gap;
      }
    },
    space(points) {
      y -= points;
    },
    save: () => doc.save({ useObjectStreams: false }),
  };
}
