import { Button, Flex, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The Search (submits the filter form) and Reset buttons that end every list's filter bar. */
export function FilterActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {t('filter_search')}
        </Button>
        <Button onClick={onReset}>{t('filter_reset')}</Button>
      </Flex>
    </Form.Item>
  );
}

interface NumberSearchProps {
  /** The form field; `number` unless told. */
  name?: string;
  id: string;
  label: string;
  placeholder: string;
  className?: string;
  /** Searches by the typed number; the caller checks it and sets the field's error when it is refused. */
  onSearch: (value: string) => void;
}

/** Search by a document number (transaction, settlement …), beside a list's filter bar. */
export function NumberSearch({ name = 'number', id, label, placeholder, className, onSearch }: NumberSearchProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} name={name} htmlFor={id} className={className}>
      <Input.Search id={id} allowClear placeholder={placeholder} enterButton={t('filter_search')} onSearch={onSearch} />
    </Form.Item>
  );
}

/**
 * A list's filter row (its fields, then Search and Reset) with the search by document number below it. The area's
 * catalogue holds `filters.number` and `filters.number_placeholder`; ids and classes are named after the area.
 */
export function FiltersWithNumberSearch({
  area,
  children,
  onReset,
  onSearchNumber,
}: {
  area: string;
  children: ReactNode;
  onReset: () => void;
  onSearchNumber: (value: string) => void;
}) {
  const { t } = useTranslation(area);
  return (
    <>
      <Flex wrap gap={16} align="end">
        {children}
        <FilterActions onReset={onReset} />
      </Flex>
      <NumberSearch
        id={`${area}-number`}
        label={t('filters.number')}
        placeholder={t('filters.number_placeholder')}
        className={`${area}-filters__number`}
        onSearch={onSearchNumber}
      />
    </>
  );
}
