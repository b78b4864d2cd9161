import type { Writable } from 'node:stream';
import QRCode from 'qrcode';
import { startPdf } from '../../lib/pdf.ts';

/** A5 portrait in PDF points (148 × 210 mm). */
export const A5_POINTS: [number, number] = [419.53, 595.28];
const MARGIN = 36;
const QR_SIZE = 230;
const LOGO_SIZE = 64;
const GREY = '#595959';

export interface PosterContent {
  storeName: string;
  storeNumber: string;
  payUrl: string;
  /** The store's QR logo as PNG or JPEG bytes, or null. */
  logo: Buffer | null;
  /** Accepted payment methods, already in the caller's language. */
  methods: string[];
  currencies: string[];
  t: (key: string, params?: Record<string, string | number>) => string;
}

/**
 * Writes the store's printable poster (A5, one page): title, store name and number, its logo, the QR code of the
 * payment link (a PNG at print resolution, high error correction so a logo or a smudge does not break it), the
 * link itself, the accepted payment methods and currencies. Resolves when `out` is flushed.
 */
export async function writePosterPdf(content: PosterContent, out: Writable): Promise<void> {
  const { t } = content;
  const qr = await QRCode.toBuffer(content.payUrl, { type: 'png', width: 900, margin: 1, errorCorrectionLevel: 'H' });
  const { doc, done } = startPdf(out, {
    size: A5_POINTS,
    margin: MARGIN,
    info: { Title: `${content.storeName} — ${t('stores.poster.title')}` },
  });
  const width = doc.page.width - MARGIN * 2;
  const centred = { width, align: 'center' as const };

  doc.fontSize(24).fillColor('black').text(t('stores.poster.title'), MARGIN, MARGIN, centred);
  doc.moveDown(0.3).fontSize(16).text(content.storeName, centred);
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(t('stores.poster.number', { number: content.storeNumber }), centred);

  let y = doc.y + 14;
  if (content.logo) {
    doc.image(content.logo, (doc.page.width - LOGO_SIZE) / 2, y, {
      fit: [LOGO_SIZE, LOGO_SIZE],
      align: 'center',
      valign: 'center',
    });
    y += LOGO_SIZE + 10;
  }
  doc.image(qr, (doc.page.width - QR_SIZE) / 2, y, { width: QR_SIZE, height: QR_SIZE });
  y += QR_SIZE + 6;
  doc.fontSize(8).fillColor(GREY).text(content.payUrl, MARGIN, y, centred);

  doc.moveDown(1.2).fontSize(12).fillColor('black').text(t('stores.poster.methods'), centred);
  doc.moveDown(0.2).fontSize(11).text(content.methods.join('  ·  '), centred);
  doc
    .moveDown(0.4)
    .fontSize(10)
    .fillColor(GREY)
    .text(t('stores.poster.currencies', { currencies: content.currencies.join(' / ') }), centred);
  doc.moveDown(0.8).fontSize(9).text(t('stores.poster.hint'), centred);
  doc.end();
  return done;
}
