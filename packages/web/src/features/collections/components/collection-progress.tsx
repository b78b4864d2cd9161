import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CollectionOrder } from '@mbo/contracts/calls/collections';
import { progressOf } from '@mbo/contracts/remittance/order-flow';

/**
 * The order progress widget (002 §4): created → payer transferred → funds credited, read through `progressOf`
 * (10 complete, 99 closed, 2 and 4 failed, anything else in progress); a closed order ends at "Closed".
 */
export function CollectionProgress({ order }: { order: CollectionOrder }) {
  const { t } = useTranslation('collections');
  const progress = progressOf(order.status);
  const isEnded = progress === 'complete' || progress === 'closed';
  const isTransferred = order.paid_date_time !== null;
  const last =
    progress === 'closed'
      ? { title: t('progress.closed'), description: order.close_date_time ?? '' }
      : { title: t('progress.completed'), description: order.complete_date_time ?? '' };
  // An order closed before its payer transferred skips that step.
  const items = [
    { title: t('progress.created'), description: order.create_date_time },
    ...(isTransferred || progress !== 'closed'
      ? [{ title: t('progress.transferred'), description: order.paid_date_time ?? '' }]
      : []),
    last,
  ];
  const current = isEnded ? items.length - 1 : isTransferred ? 2 : 1;
  const status =
    progress === 'closed' || progress === 'failed' ? 'error' : progress === 'complete' ? 'finish' : 'process';
  return (
    <Steps
      aria-label={t('progress.label')}
      data-testid="collection-progress"
      data-progress={progress}
      size="small"
      current={current}
      status={status}
      items={items}
    />
  );
}
