import { formatMoney } from '../../../lib/format.ts';

/**
 * A card's headline amount in the one money format ("AUD 1,663.27", "−AUD 12.30"), its code (and sign) set smaller
 * than the figure.
 */
export function BigMoney({ amount, currencyId, testId }: { amount: number; currencyId: number; testId: string }) {
  const text = formatMoney(amount, currencyId);
  const space = text.indexOf(' ');
  return (
    <p className="dashboard-big" data-testid={testId}>
      <span className="dashboard-big__currency">{text.slice(0, space)}</span> {text.slice(space + 1)}
    </p>
  );
}
