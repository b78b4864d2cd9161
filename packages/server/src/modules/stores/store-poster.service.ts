import sharp from 'sharp';
import type { Language } from '@mbo/contracts/constants';
import { translate } from '@mbo/contracts/i18n';
import { currencyById } from '@mbo/contracts/lookups/currencies';
import { isCardChannel } from '@mbo/contracts/lookups/channels';
import type { ExportFiles, ExportOwner } from '../exports/exports.public.ts';
import type { MediaRepository } from './media.repository.ts';
import { writePosterPdf } from './store-poster.ts';
import type { StoreRow } from '@mbo/contracts/calls/store-schemas';
import type { StoreRecord, StoresRepository } from './stores.repository.ts';

/** The pay page's four methods and the merchant channels that make each available. */
const METHODS: readonly { key: string; offered: (channelId: number) => boolean }[] = [
  { key: 'stores.poster.method_wechat', offered: (id) => id === 1 },
  { key: 'stores.poster.method_alipay', offered: (id) => id === 2 || id === 3 },
  { key: 'stores.poster.method_unionpay', offered: (id) => id === 5 || id === 7 },
  { key: 'stores.poster.method_card', offered: isCardChannel },
];

/** The store's A5 poster as a PDF export file (link valid one hour), in the caller's language. */
export function createStorePosterService(deps: {
  stores: StoresRepository;
  media: MediaRepository;
  exportFiles: ExportFiles;
}) {
  return {
    async poster(owner: ExportOwner, store: StoreRecord, row: StoreRow, language: Language) {
      const { merchantId } = owner;
      const channels = await deps.stores.merchantChannels(merchantId);
      const logoRow = store.qrLogo ? await deps.media.own(merchantId, store.qrLogo) : undefined;
      // pdfkit draws PNG and JPEG only: a GIF or any other logo is flattened to PNG for print.
      const logo = logoRow?.bytes ? await sharp(logoRow.bytes).png().toBuffer() : null;
      const t = (key: string, params?: Record<string, string | number>) => translate(language, key, params);
      const fileName = `qr-poster-${store.number}.pdf`.replace(/[^\w.-]/g, '_');
      const file = deps.exportFiles.create(fileName, owner);
      await writePosterPdf(
        {
          storeName: store.name,
          storeNumber: store.number,
          payUrl: row.pay_url,
          logo,
          methods: METHODS.filter((method) => channels.some(method.offered)).map((method) => t(method.key)),
          currencies: store.supportCurrencies.map((id) => currencyById(id)?.code ?? String(id)),
          t,
        },
        file.stream,
      );
      return { filepath: file.url, file_name: fileName };
    },
  };
}
