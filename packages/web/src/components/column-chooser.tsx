import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface ColumnChooserProps {
  /** The columns a user may hide, with their titles. */
  columns: { key: string; title: string }[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}

/** A "Columns" button listing a table's columns with a checkbox each (`lib/use-column-choice.ts` remembers it). */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Flex vertical gap={4} className="ant-dropdown-menu column-chooser" data-testid="column-chooser">
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              checked={!hidden.includes(column.key)}
              onChange={(event) =>
                onChange(event.target.checked ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])
              }
            >
              {column.title}
            </Checkbox>
          ))}
        </Flex>
      )}
    >
      <Button icon={<SettingOutlined />}>{t('columns')}</Button>
    </Dropdown>
  );
}
