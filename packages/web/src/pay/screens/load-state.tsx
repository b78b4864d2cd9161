import { usePay } from '../pay-context.ts';

export function Loading() {
  const { t } = usePay();
  return (
    <p className="pay-card pay-loading" role="status">
      {t('loading')}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = usePay();
  return (
    <section className="pay-card pay-result" role="alert">
      <p>{message}</p>
      <button type="button" className="pay-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
