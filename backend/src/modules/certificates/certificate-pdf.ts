import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { certificateFonts } from './certificate-fonts';

/** What a certificate PDF shows. */
export interface CertificatePdfContent {
  name: string;
  courseTitle: string;
  number: string;
  issuedAt: Date;
  verifyUrl: string;
}

// The product's palette (app/styles): indigo primary, amber accent, near-black text, grey muted.
const INDIGO = '#4338CA';
const AMBER = '#F59E0B';
const TEXT = '#111827';
const MUTED = '#4B5563';
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const printedDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Day, month's name and year in UTC ("25 November 2026"): read the same way in every country. */
export function certificateDate(date: Date): string {
  return printedDate.format(date);
}

/** A one-page A4 landscape certificate: real text in an embedded font, and a QR code to verify it. */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const fonts = certificateFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'en-US',
    displayTitle: true,
    autoFirstPage: true,
    info: {
      Title: `Skillpilot certificate ${content.number}: ${content.courseTitle}`,
      Author: 'Skillpilot',
      Subject: `${content.name} has completed the guide ${content.courseTitle}`,
      Creator: 'Skillpilot',
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  drawPage(doc, content);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawPage(doc: PDFKit.PDFDocument, content: CertificatePdfContent) {
  const width = doc.page.width;
  const height = doc.page.height;
  const textWidth = width - 160;

  // Frame: an indigo border and a thin amber line inside it.
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(4)
    .strokeColor(INDIGO)
    .stroke();
  doc
    .rect(36, 36, width - 72, height - 72)
    .lineWidth(1)
    .strokeColor(AMBER)
    .stroke();

  const centred = (text: string, y: number, font: string, size: number, color: string) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 80, y, { width: textWidth, align: 'center', lineGap: 2 });

  centred('Skillpilot', 66, BOLD, 30, INDIGO);
  doc
    .rect(width / 2 - 30, 110, 60, 4)
    .fillColor(AMBER)
    .fill();
  centred('Certificate of completion', 134, REGULAR, 16, MUTED);
  centred('This certifies that', 180, REGULAR, 14, MUTED);
  centred(content.name, 206, BOLD, fittedSize(doc, BOLD, content.name, textWidth, 40, 22), TEXT);
  centred('has completed the guide', 282, REGULAR, 15, MUTED);
  centred(
    content.courseTitle,
    310,
    BOLD,
    fittedSize(doc, BOLD, content.courseTitle, textWidth, 26, 16),
    INDIGO,
  );

  // Date and number on the left, the QR code and the address it holds on the right.
  const bottom = height - 150;
  const label = (text: string, y: number) =>
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(text, 80, y, { lineBreak: false });
  const value = (text: string, y: number) =>
    doc.font(BOLD).fontSize(14).fillColor(TEXT).text(text, 80, y, { lineBreak: false });
  label('Date', bottom);
  value(certificateDate(content.issuedAt), bottom + 14);
  label('Certificate number', bottom + 44);
  value(content.number, bottom + 58);

  const qrSize = 92;
  const qrX = width - 80 - qrSize;
  const qrY = bottom - 16;
  drawQrCode(doc, content.verifyUrl, qrX, qrY, qrSize);
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text('Verify at', width - 80 - 360, qrY + qrSize + 8, { width: 360, align: 'right', lineBreak: false })
    .text(content.verifyUrl, width - 80 - 360, qrY + qrSize + 19, {
      width: 360,
      align: 'right',
      lineBreak: false,
    });
}

/** The largest size from `max` down to `min` at which the text fits on one line; `min` wraps. */
function fittedSize(
  doc: PDFKit.PDFDocument,
  font: string,
  text: string,
  width: number,
  max: number,
  min: number,
) {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    if (doc.fontSize(size).widthOfString(text) <= width) return size;
  }
  return min;
}

/** The QR code as vector squares, each row's dark runs as one rectangle: sharp at any zoom. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save().fillColor(TEXT);
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      // A hair wider than the cell, so no seams show between neighbouring rows.
      doc.rect(x + start * cell, y + row * cell, (column - start) * cell, cell + 0.05);
    }
  }
  doc.fill().restore();
}
