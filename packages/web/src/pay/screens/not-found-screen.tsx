import { usePay } from '../pay-context.ts';

export function NotFoundScreen({ message }: { message?: string }) {
  const { t } = usePay();
  return (
    <section className="pay-card pay-result" aria-labelledby="pay-not-found">
      <h1 id="pay-not-found">{t('not_found_title')}</h1>
      <p>{message ?? t('not_found_text')}</p>
    </section>
  );
}
