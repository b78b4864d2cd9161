import { Flex, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { FilterActions } from '../../../components/filter-actions.tsx';
import { formatDay } from '../../../lib/date-rules.ts';
import { DateRangeField } from './date-range-field.tsx';

interface LogQuery {
  begin: string;
  end: string;
  page: number;
}
/** A log's own filters: everything in its query but the date range and the page. */
type Fields<Q extends LogQuery> = Omit<Q, keyof LogQuery>;
type Values<Q extends LogQuery> = Fields<Q> & { range: [Dayjs, Dayjs] };

function toValues<Q extends LogQuery>({ begin, end, page: _page, ...fields }: Q): Values<Q> {
  return { ...(fields as unknown as Fields<Q>), range: [dayjs(begin), dayjs(end)] };
}

/**
 * The filter bar of the console's logs: the UTC date range, the log's own fields (children) and Search / Reset.
 * A search starts again at page 1.
 */
export function LogFilterForm<Q extends LogQuery>(props: {
  query: Q;
  rangeId: string;
  /** antd leaves a cleared field undefined; the query wants its own "any" (null, []). */
  toFields: (values: Partial<Fields<Q>>) => Fields<Q>;
  onSearch: (query: Q) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const { query, rangeId, toFields, onSearch, onReset, children } = props;
  const [form] = Form.useForm<Values<Q>>();
  useEffect(() => form.setFieldsValue(toValues(query) as Parameters<typeof form.setFieldsValue>[0]), [form, query]);
  return (
    <Form<Values<Q>>
      form={form}
      layout="vertical"
      initialValues={toValues(query)}
      onFinish={({ range, ...fields }) =>
        onSearch({
          ...toFields(fields as unknown as Partial<Fields<Q>>),
          begin: formatDay(range[0]),
          end: formatDay(range[1]),
          page: 1,
        } as unknown as Q)
      }
    >
      <Flex wrap gap={16} align="end">
        <DateRangeField id={rangeId} />
        {children}
        <FilterActions onReset={onReset} />
      </Flex>
    </Form>
  );
}
