import PDFDocument from 'pdfkit';

/** What a rendered document shows; built from the service's own data by documents/service.ts. */
export interface PdfContent {
  /** Document title (PDF metadata and the first heading). */
  title: string;
  subtitle?: string;
  /** BCP 47 language of the text (PDF metadata). */
  language: string;
  /** Fixed per data revision, so the same data gives the same bytes and the same ETag. */
  date: Date;
  sections: PdfSection[];
  footer: string;
}

export type PdfSection =
  | { kind: 'facts'; heading?: string; rows: readonly (readonly [string, string | null | undefined])[] }
  | { kind: 'text'; heading?: string; paragraphs: readonly (string | null | undefined)[] }
  | { kind: 'table'; heading?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'list'; heading?: string; items: readonly string[] };

const BRAND_BLUE = '#0b3954';
const MUTED = '#555555';
const MARGIN = 50;

/** Renders one A4 document; resolves with the PDF bytes. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: content.language,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: 'Qilak Seafood',
      Creator: 'Qilak Seafood product service',
      Producer: 'pdfkit',
      CreationDate: content.date,
      ModDate: content.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(BRAND_BLUE).font('Helvetica-Bold').fontSize(10).text('QILAK SEAFOOD', { characterSpacing: 2 });
  doc.moveDown(0.8);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(22).text(content.title, { width });
  if (content.subtitle) doc.font('Helvetica').fontSize(13).fillColor(MUTED).text(content.subtitle, { width });
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(BRAND_BLUE)
    .lineWidth(1.5)
    .stroke();
  doc.moveDown(0.8);

  for (const section of content.sections) {
    if (section.heading) {
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      doc.moveDown(0.4).fillColor(BRAND_BLUE).font('Helvetica-Bold').fontSize(13).text(section.heading);
      doc.moveDown(0.3);
    }
    doc.fillColor('black').font('Helvetica').fontSize(10);
    switch (section.kind) {
      case 'facts':
        for (const [label, value] of section.rows) {
          if (!value) continue;
          const y = doc.y;
          doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 150 });
          const afterLabel = doc.y;
          doc.font('Helvetica').text(value, MARGIN + 160, y, { width: width - 160 });
          doc.y = Math.max(afterLabel, doc.y) + 3;
        }
        doc.x = MARGIN;
        break;
      case 'text':
        for (const paragraph of section.paragraphs) {
          if (paragraph) doc.text(paragraph, MARGIN, doc.y, { width, align: 'left' }).moveDown(0.5);
        }
        break;
      case 'list':
        doc.list([...section.items], MARGIN + 10, doc.y, { width: width - 10, bulletRadius: 2 });
        doc.x = MARGIN;
        break;
      case 'table':
        drawTable(doc, section.columns, section.rows, width);
        break;
    }
    doc.moveDown(0.6);
  }

  // Footer on every page: what the document is and when its data last changed.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${content.footer} · ${i + 1}/${range.count}`, MARGIN, doc.page.height - 35, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  width: number,
) {
  const columnWidth = width / columns.length;
  const line = (cells: readonly string[], bold: boolean) => {
    const heights = cells.map((cell) =>
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').heightOfString(cell || '–', { width: columnWidth - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    if (bold)
      doc
        .rect(MARGIN, y - 2, width, height)
        .fill('#e8f0f5')
        .fillColor('black');
    cells.forEach((cell, i) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(cell || '–', MARGIN + i * columnWidth + 3, y + 1, {
        width: columnWidth - 6,
      });
    });
    doc.y = y + height;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .strokeColor('#cccccc')
      .lineWidth(0.5)
      .stroke();
  };
  doc.fontSize(9);
  line(columns, true);
  for (const row of rows) line(row, false);
  doc.x = MARGIN;
  doc.fontSize(10);
}
