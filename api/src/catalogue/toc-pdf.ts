// A book's table of contents as a PDF (the page's download link, plusTOCUrl; spec 3 §2.1).
import { createTextPdf } from '../lib/text-pdf';
import type { TocRow } from './product-details';

export async function tableOfContentsPdf(title: string, toc: readonly TocRow[]): Promise<Uint8Array> {
  const pdf = await createTextPdf(`${title}: table of contents`, 'Table of contents');
  pdf.write('TABLE OF CONTENTS', 'bold', 11, 10);
  pdf.write(title, 'bold', 20, 12);
  let volume = 0;
  for (const row of toc) {
    if (row.volume !== volume) {
      volume = row.volume;
      pdf.space(8);
      pdf.write(`Volume ${volume}`, 'bold', 13, 6);
    }
    pdf.write(`Chapter ${row.chapter}  ${row.title}`, 'regular', 11, 4);
  }
  return pdf.save();
}
