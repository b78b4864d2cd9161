import { Card, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mbo/contracts/constants';
import type { ResellerApplicationDetail } from '@mbo/contracts/calls/resellers-onboarding';
import { APPLICATION_FILE_FIELDS } from '@mbo/contracts/kyb/application-schema';
import { FAST_SETTLE, SETTLEMENT_TYPE } from '@mbo/contracts/kyb/application-choices';
import type { ResellerApplication, Shareholder } from '@mbo/contracts/resellers/add-merchant-schema';
import { channelLabel, periodLabel, type RateRule } from '@mbo/contracts/resellers/rate-rules';
import { useCompanyRoles } from '../../../components/application-form/use-onboarding-lookups.ts';
import { hasFlatFee, toRateRow } from '../lib/rate-rows.ts';
import { FileLink } from './file-link.tsx';

type Detail = ResellerApplicationDetail;
const formOf = (detail: Detail) => detail.form as unknown as ResellerApplication;

/** Contact info and the merchant's admin. */
export function ContactPart({ detail }: { detail: Detail }) {
  const { t } = useTranslation('reseller-onboarding');
  const { t: tApplication } = useTranslation('merchant-application');
  const form = formOf(detail);
  const admin = form.merchant_admin ?? {};
  return (
    <Card title={t('detail.contact')}>
      <Descriptions column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={tApplication('field.mobile_phone')}>
          {form.mobile_phone_region} {form.mobile_phone}
        </Descriptions.Item>
        <Descriptions.Item label={tApplication('field.web_site')}>{form.web_site || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('admin.phone')}>
          {admin.phone ? `${admin.phone_region ?? ''} ${admin.phone}` : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.email')}>{admin.email || '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The company documents and the power of attorney, each a link. */
export function DocumentsPart({ detail }: { detail: Detail }) {
  const { t } = useTranslation('reseller-onboarding');
  const { t: tApplication } = useTranslation('merchant-application');
  return (
    <Card title={t('detail.documents')}>
      <Descriptions column={{ xs: 1, md: 2 }}>
        {APPLICATION_FILE_FIELDS.map((field) => (
          <Descriptions.Item key={field} label={tApplication(`field.${field}`)}>
            <FileLink file={detail.files[field]} label={tApplication(`field.${field}`)} />
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('power_of_attorney')}>
          <FileLink file={detail.files.power_of_attorney_url} label={t('power_of_attorney')} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The share list with each person's ID pages, and the legal person's selfie. */
export function PeoplePart({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const roles = useCompanyRoles(i18n.language);
  const people = formOf(detail).shareholders ?? [];
  const idsOf = (index: number) => detail.shareholder_ids.find((each) => each.index === index);
  return (
    <Card title={t('step.4')}>
      <Table<Shareholder & { index: number }>
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={people.map((person, index) => ({ ...person, index }))}
        columns={[
          { title: t('ids.name'), dataIndex: 'name' },
          { title: t('ids.share'), dataIndex: 'share_percent', render: (share: number) => `${share} %` },
          {
            title: t('ids.position'),
            dataIndex: 'position_type',
            render: (position: number) => roles.data?.find((role) => role.id === position)?.value,
          },
          {
            title: t('ids.id_type'),
            dataIndex: 'id_type',
            render: (type: number | null) => (type ? t(`ids.type_${type}`) : '—'),
          },
          {
            title: t('ids.front'),
            key: 'front',
            render: (_, row) => <FileLink file={idsOf(row.index)?.front} label={`${row.name} ${t('ids.front')}`} />,
          },
          {
            title: t('ids.back'),
            key: 'back',
            render: (_, row) => <FileLink file={idsOf(row.index)?.back} label={`${row.name} ${t('ids.back')}`} />,
          },
        ]}
      />
      <Descriptions column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('ids.selfie')}>
          <FileLink file={detail.files.legal_person_selfie_url} label={t('ids.selfie')} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Settlement (where payouts go, T+0) and the merchant's rates. */
export function SettlementPart({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const { t: tApplication } = useTranslation('merchant-application');
  const form = formOf(detail);
  const isBank = form.settlement_type === SETTLEMENT_TYPE.bankAccount;
  return (
    <Card title={t('step.5')}>
      <Descriptions column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={tApplication('field.settlement_type')}>
          {tApplication(isBank ? 'settlement.bank' : 'settlement.global')}
        </Descriptions.Item>
        {isBank ? (
          <>
            <Descriptions.Item label={tApplication('field.au_bank_account_name')}>
              {form.au_bank_account_name}
            </Descriptions.Item>
            <Descriptions.Item label={tApplication('field.au_bank_bsb_number')}>
              {form.au_bank_bsb_number}
            </Descriptions.Item>
            <Descriptions.Item label={tApplication('field.au_bank_account_number')}>
              {form.au_bank_account_number}
            </Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={tApplication('field.is_fast_settle')}>
          {form.is_fast_settle === FAST_SETTLE.yes
            ? (form.fast_settlement_range ?? [])
                .map((day) => tApplication(day === '0' ? 'settlement.workday' : 'settlement.holiday'))
                .join(', ')
            : tApplication('settlement.fast_no')}
        </Descriptions.Item>
      </Descriptions>
      <Table<RateRule>
        size="small"
        pagination={false}
        rowKey={(rule) => `${rule.payment_channel_id}-${rule.disburse_period_days}`}
        dataSource={form.rates ?? []}
        data-testid="detail-rates"
        columns={[
          {
            title: t('rates.channel_column'),
            dataIndex: 'payment_channel_id',
            render: (id: number) => channelLabel(id, i18n.language as Language),
          },
          { title: t('rates.period_column'), dataIndex: 'disburse_period_days', render: periodLabel },
          { title: t('rates.rate_column'), key: 'rate', render: (_, rule) => `${toRateRow(rule).percent} %` },
          {
            title: t('rates.flat_fee_column'),
            key: 'flat_fee',
            render: (_, rule) => (hasFlatFee(rule.payment_channel_id) ? `AUD ${toRateRow(rule).flat_fee}` : '—'),
          },
        ]}
      />
    </Card>
  );
}
