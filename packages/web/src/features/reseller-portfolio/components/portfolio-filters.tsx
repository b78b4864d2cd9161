import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTFOLIO_STATUSES, type PortfolioStatus } from '@mbo/contracts/calls/resellers-portfolio';
import { FilterActions } from '../../../components/filter-actions.tsx';
import type { PortfolioQuery } from '../lib/portfolio-query.ts';

interface FilterValues {
  status: PortfolioStatus | null;
  reseller: number | null;
  keyword: string;
}

interface PortfolioFiltersProps {
  query: PortfolioQuery;
  /** The resellers in reach: a choice of sub-reseller only when there is more than the caller's own. */
  resellers: readonly { id: number; name: string; is_own: boolean }[];
  onSearch: (query: PortfolioQuery) => void;
  onReset: () => void;
}

/** The portfolio's filters: application status, sub-reseller (a reseller's), a keyword on name or number. */
export function PortfolioFilters({ query, resellers, onSearch, onReset }: PortfolioFiltersProps) {
  const { t } = useTranslation('reseller-portfolio');
  const [form] = Form.useForm<FilterValues>();
  const values = { status: query.status, reseller: query.reseller, keyword: query.keyword };
  useEffect(
    () => form.setFieldsValue({ status: query.status, reseller: query.reseller, keyword: query.keyword }),
    [form, query],
  );
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      aria-label={t('filters.label')}
      initialValues={values}
      onFinish={(chosen) =>
        onSearch({
          status: chosen.status ?? null,
          reseller: chosen.reseller ?? null,
          keyword: (chosen.keyword ?? '').trim(),
          page: 1,
        })
      }
      className="portfolio-filters"
    >
      <Form.Item label={t('filters.status')} name="status" htmlFor="portfolio-status">
        <Select
          id="portfolio-status"
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('filters.all')}
          options={PORTFOLIO_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      {resellers.length > 1 && (
        <Form.Item label={t('filters.reseller')} name="reseller" htmlFor="portfolio-reseller">
          <Select
            id="portfolio-reseller"
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('filters.all')}
            options={resellers.map((reseller) => ({
              value: reseller.id,
              label: reseller.is_own ? t('own') : reseller.name,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('filters.keyword')} name="keyword" htmlFor="portfolio-keyword">
        <Input id="portfolio-keyword" allowClear placeholder={t('filters.keyword_placeholder')} maxLength={100} />
      </Form.Item>
      <FilterActions onReset={onReset} />
    </Form>
  );
}
