import { Skeleton, Table, type TableProps } from 'antd';
import { PAGE_SIZE } from '@mbo/contracts/constants';
import { sortTypeOf, type SortType } from '../lib/paged-query.ts';

export interface PagedTableProps<Row> extends Omit<TableProps<Row>, 'pagination' | 'onChange'> {
  page: number;
  total: number;
  /** "12 items", in the feature's words. */
  totalText: (count: number) => string;
  onPage: (page: number) => void;
  /** For a list ordered on the server: a column's sorter changes the call's sort type. */
  onSort?: (sortType: SortType) => void;
  'data-testid'?: string;
}

/**
 * A server-paged list: the spec's page size, no size changer, the total beside the pager. While rows load into an
 * empty list it shows a skeleton, never the list's "nothing here" text (issue 13 §4: it flashed before the data).
 */
export function PagedTable<Row extends object>({
  page,
  total,
  totalText,
  onPage,
  onSort,
  ...table
}: PagedTableProps<Row>) {
  const isFirstLoad = Boolean(table.loading) && (table.dataSource?.length ?? 0) === 0;
  const loadingProps = isFirstLoad
    ? {
        loading: false,
        locale: {
          ...table.locale,
          emptyText: <Skeleton active title={false} paragraph={{ rows: 4 }} data-testid="table-skeleton" />,
        },
      }
    : {};
  return (
    <Table<Row>
      size="middle"
      {...table}
      {...loadingProps}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onSort?.(sortTypeOf(Array.isArray(sorter) ? sorter[0]?.order : sorter.order));
        else if (extra.action === 'paginate') onPage(pagination.current ?? 1);
      }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: totalText }}
    />
  );
}
