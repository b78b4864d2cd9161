import { usePay } from '../pay-context.ts';

/** The store's name and logo (or its initial when it has none). */
export function StoreHeader({ name, logoUrl, caption }: { name: string; logoUrl: string | null; caption?: string }) {
  const { t } = usePay();
  return (
    <div className="pay-store">
      {logoUrl ? (
        <img className="pay-store-logo" src={logoUrl} alt="" width={56} height={56} />
      ) : (
        <span className="pay-store-logo pay-store-initial" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div>
        <p className="pay-store-caption">{caption ?? t('pay_to')}</p>
        <h1 className="pay-store-name">{name}</h1>
      </div>
    </div>
  );
}
