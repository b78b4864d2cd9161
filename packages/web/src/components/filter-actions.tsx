import { Button, Flex, Form, Input } from 'antd';
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
  /** The form field and input id. */
  name: string;
  id: string;
  label: string;
  placeholder: string;
  className?: string;
  /** Searches by the typed number; the caller checks it and sets the field's error when it is refused. */
  onSearch: (value: string) => void;
}

/** Search by a document number (transaction, settlement …), beside a list's filter bar. */
export function NumberSearch({ name, id, label, placeholder, className, onSearch }: NumberSearchProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} name={name} htmlFor={id} className={className}>
      <Input.Search id={id} allowClear placeholder={placeholder} enterButton={t('filter_search')} onSearch={onSearch} />
    </Form.Item>
  );
}
