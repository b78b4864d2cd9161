import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

interface RowMenuProps {
  /** The button's accessible name, naming the row ("More actions for …"). */
  label: string;
  items: NonNullable<MenuProps['items']>;
  testId: string;
  /** Click by default; hover too where the spec asks for a hover menu. */
  trigger?: ('click' | 'hover')[];
}

/** The "⋯" menu of a table row, reachable by keyboard (a real button) and by pointer. */
export function RowMenu({ label, items, testId, trigger = ['click'] }: RowMenuProps) {
  return (
    <Dropdown trigger={trigger} menu={{ items }}>
      <Button type="text" icon={<MoreOutlined />} aria-label={label} data-testid={testId} />
    </Dropdown>
  );
}
