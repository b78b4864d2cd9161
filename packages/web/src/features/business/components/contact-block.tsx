import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '@mbo/contracts/calls/business';
import { textIn } from '../../../lib/format.ts';
import { formatAbn } from '@mbo/contracts/abn';

const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/** Contact: name, number, phones, industry (in the page's language), address, time zone and ABN. */
export function ContactBlock({ merchant }: { merchant: MerchantInfo }) {
  const { t, i18n } = useTranslation('business');
  const industry = merchant.industry
    ? textIn(i18n.language, { zh: merchant.industry.name, en: merchant.industry.en_name })
    : null;

  return (
    <Card title={t('contact.title')} data-testid="business-contact">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('contact.name'), children: merchant.name },
          { key: 'number', label: t('contact.number'), children: merchant.number },
          { key: 'office', label: t('contact.office_phone'), children: orDash(merchant.office_phone) },
          { key: 'mobile', label: t('contact.mobile_phone'), children: orDash(merchant.mobile_phone) },
          { key: 'industry', label: t('contact.industry'), children: orDash(industry) },
          { key: 'address', label: t('contact.address'), children: orDash(merchant.street) },
          { key: 'time_zone', label: t('contact.time_zone'), children: merchant.time_zone },
          {
            key: 'abn',
            label: t('contact.abn'),
            children: merchant.abn ? formatAbn(merchant.abn) : orDash(merchant.abn),
          },
        ]}
      />
    </Card>
  );
}
