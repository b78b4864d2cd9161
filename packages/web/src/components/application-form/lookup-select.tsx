import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface LookupRow {
  id: number;
  name: string;
  en_name: string;
}

interface LookupSelectProps {
  name: string;
  label: string;
  testId: string;
  rows: readonly LookupRow[] | undefined;
  isRequired?: boolean;
  /** The field that depends on this one (a city on its state), emptied when this one changes. */
  clears?: string;
}

/** A searchable select of a lookup (regions, industries), each row named in the user's language. */
export function LookupSelect({ name, label, testId, rows, isRequired = false, clears }: LookupSelectProps) {
  const { i18n } = useTranslation();
  const form = Form.useFormInstance();
  const nameOf = (row: LookupRow) => (i18n.language === 'zh_CN' ? row.name : row.en_name);
  return (
    <Form.Item name={name} label={label} required={isRequired}>
      <Select
        data-testid={testId}
        showSearch
        allowClear={!isRequired}
        optionFilterProp="label"
        options={(rows ?? []).map((row) => ({ value: row.id, label: nameOf(row) }))}
        onChange={clears ? () => form.setFieldsValue({ [clears]: undefined }) : undefined}
      />
    </Form.Item>
  );
}
