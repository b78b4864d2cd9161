import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Image, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ppmToPercentText } from '@mbo/contracts/calls/store-rates';
import type { StoreDetail } from '@mbo/contracts/calls/store-schemas';
import { STORE_FEE_TYPE } from '@mbo/contracts/constants';
import { rateToPpm } from '@mbo/contracts/money';
import { useSession } from '../../../lib/session.ts';
import { useQrPoster } from '../api/get-qr-poster.ts';
import { useStore } from '../api/get-store.ts';
import { FeeTypeModal } from '../components/fee-type-modal.tsx';
import { StoreDialog, type StoreDialogMode } from '../components/store-dialog.tsx';
import { parseStoreId } from '../lib/detail-path.ts';
import '../stores.css';
import { channelName, formatMoney } from '../../../lib/format.ts';
import { MissingRecord } from '../../../components/missing-record.tsx';

const percent = (fraction: number) => `${ppmToPercentText(rateToPpm(fraction) ?? 0)}%`;

function Missing() {
  const { t } = useTranslation('stores');
  return <MissingRecord title={t('detail.missing')} backTo="/store" backLabel={t('detail.back_to_list')} />;
}

/** /storeDetail?id=…: the QR code with its poster, basic info, fee info (rates when fixed), images. */
export default function StoreDetailPage() {
  const [searchParams] = useSearchParams();
  const id = parseStoreId(searchParams);
  return id ? <Detail id={id} /> : <Missing />;
}

function Detail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('stores');
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  const store = useStore(merchantId, id, i18n.language);
  const poster = useQrPoster();
  const [dialog, setDialog] = useState<StoreDialogMode | null>(null);
  const [isExplaining, setExplaining] = useState(false);

  if (store.isLoading) return <Skeleton active />;
  if (!store.data) return <Missing />;
  const { branch, limits } = store.data;
  const industry = [branch.industry_name_1st, branch.industry_name_2st].filter(Boolean).join(' / ') || '—';

  return (
    <div className="store-detail">
      <Card
        title={t('detail.qr_title', { name: branch.name })}
        extra={<Link to="/store">{t('detail.back_to_list')}</Link>}
      >
        <div className="store-detail__qr">
          <img
            src={branch.qr_code}
            alt={t('detail.qr_alt', { name: branch.name })}
            className="store-detail__qr-image"
            data-testid="store-qr"
          />
          <Space orientation="vertical">
            <Typography.Text type="secondary">{t('detail.pay_link')}</Typography.Text>
            <Typography.Link
              href={branch.pay_url}
              target="_blank"
              rel="noopener"
              className="store-detail__link"
              copyable={{ text: branch.pay_url }}
              data-testid="store-pay-link"
            >
              {branch.pay_url}
            </Typography.Link>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={poster.isPending}
              onClick={() => poster.mutate(branch.id)}
              data-testid="store-poster"
            >
              {t('detail.poster')}
            </Button>
          </Space>
        </div>
      </Card>

      <Card title={t('detail.basic')}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('fields.name')}>{branch.name}</Descriptions.Item>
          <Descriptions.Item label={t('fields.short_name')}>{branch.short_name}</Descriptions.Item>
          <Descriptions.Item label={t('table.number')}>{branch.number}</Descriptions.Item>
          <Descriptions.Item label={t('fields.type')}>{t(`type.${branch.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.address')}>{branch.address}</Descriptions.Item>
          <Descriptions.Item label={t('fields.industry')}>{industry}</Descriptions.Item>
          <Descriptions.Item label={t('fields.office_phone')}>{branch.office_phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.mobile_phone')}>{branch.mobile_phone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.currencies')}>
            {branch.support_currency_list_number.join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.message_type')}>
            {t(`message_type.${branch.reqiure_message_type}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.user_info')}>
            {branch.is_get_user_info ? t('detail.yes') : t('detail.no')}
          </Descriptions.Item>
        </Descriptions>
        <Space className="store-detail__actions">
          <Button onClick={() => setDialog({ kind: 'edit_payment', storeId: branch.id })}>
            {t('table.edit_payment')}
          </Button>
        </Space>
      </Card>

      <Card
        title={t('detail.fees')}
        extra={
          <Button onClick={() => setDialog({ kind: 'edit_fee', storeId: branch.id })}>{t('table.edit_fee')}</Button>
        }
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('fields.fee_type')}>
            {t(`fee_type.${branch.fee_type}`)} — {t(`fee_type.explain_${branch.fee_type}`)}
          </Descriptions.Item>
        </Descriptions>
        {branch.fee_type === STORE_FEE_TYPE.fixed ? <RateTables branch={branch} language={i18n.language} /> : null}
      </Card>

      <Card title={t('detail.images')}>
        <div className="store-detail__images">
          {(
            [
              ['store_photo_url', 'fields.store_photo'],
              ['qr_logo_url', 'fields.qr_logo'],
              ['pay_logo_url', 'fields.pay_logo'],
            ] as const
          ).map(([field, label]) => (
            <figure key={field} className="store-detail__image">
              {branch[field] ? (
                <Image src={branch[field]} alt={t(label)} width={140} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.no_image')} />
              )}
              <figcaption>{t(label)}</figcaption>
            </figure>
          ))}
        </div>
      </Card>

      <StoreDialog
        merchantId={merchantId}
        mode={dialog}
        limits={limits}
        onClose={() => setDialog(null)}
        onExplainFeeTypes={() => setExplaining(true)}
      />
      <FeeTypeModal open={isExplaining} onClose={() => setExplaining(false)} />
    </div>
  );
}

function RateTables({ branch, language }: { branch: StoreDetail; language: string }) {
  const { t } = useTranslation('stores');
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="payment_channel_id"
        dataSource={branch.rates}
        data-testid="store-rates"
        columns={[
          {
            title: t('fees.channel'),
            dataIndex: 'payment_channel_id',
            render: (id: number) => channelName(id, language),
          },
          { title: t('fees.rate'), dataIndex: 'online_rate', align: 'right', render: percent },
        ]}
      />
      {branch.cardpay_rates.length > 0 ? (
        <Table
          size="small"
          pagination={false}
          rowKey="currency"
          dataSource={branch.cardpay_rates}
          className="store-detail__cards"
          columns={[
            { title: t('fees.card_title'), dataIndex: 'currency_code' },
            { title: t('fees.rate'), dataIndex: 'fee_rate', align: 'right', render: percent },
            {
              title: t('fees.flat_fee'),
              dataIndex: 'flat_fee',
              align: 'right',
              render: (fee: number, row) => formatMoney(fee, row.currency),
            },
          ]}
        />
      ) : null}
    </>
  );
}
