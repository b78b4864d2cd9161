import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipient } from '@mbo/contracts/calls/recipients';
import { CURRENCIES } from '@mbo/contracts/lookups/currencies';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useRecipientList } from '../../../lib/api/get-recipient-list.ts';
import type { WizardAction, WizardState } from '../lib/wizard-state.ts';

interface RecipientStepProps {
  merchantId: number;
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  /** Opens the recipients' add dialog (composed by the app); the new recipient is chosen when saved. */
  onAdd: () => void;
}

/** Step 2: one of the merchant's recipients paid in the receive currency (searched by name), or a new one. */
export function RecipientStep({ merchantId, state, dispatch, onAdd }: RecipientStepProps) {
  const { t, i18n } = useTranslation('remittance');
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const searched = useDebounced(name.trim(), 300);
  const rows = useRecipientList(
    merchantId,
    { page, name: searched, currencyId: state.receiveCurrencyId },
    i18n.language,
  );

  return (
    <div className="remittance-recipients">
      <Flex gap={8} wrap className="remittance-recipients__filters">
        <Input.Search
          className="remittance-recipients__search"
          aria-label={t('recipient.search')}
          placeholder={t('recipient.search')}
          allowClear
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setPage(1);
          }}
        />
        <Select<number>
          className="remittance-recipients__currency"
          aria-label={t('recipient.currency')}
          value={state.receiveCurrencyId}
          showSearch
          optionFilterProp="label"
          options={CURRENCIES.map((currency) => ({ value: currency.id, label: currency.code }))}
          onChange={(currencyId) => {
            dispatch({ type: 'receiveCurrency', currencyId });
            setPage(1);
          }}
        />
        <Button icon={<PlusOutlined />} onClick={onAdd} data-testid="remittance-add-recipient">
          {t('recipient.add')}
        </Button>
      </Flex>
      <PagedTable<Recipient>
        data-testid="remittance-recipient-list"
        rowKey="id"
        size="small"
        dataSource={rows.data?.data ?? []}
        page={page}
        total={rows.data?.total_count ?? 0}
        totalText={(count) => t('recipient.total', { count })}
        loading={rows.isFetching}
        onPage={setPage}
        locale={{ emptyText: t(searched ? 'recipient.none_found' : 'recipient.empty') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: state.recipient ? [state.recipient.id] : [],
          onChange: (_keys, selected) => {
            if (selected[0]) dispatch({ type: 'recipient', recipient: selected[0] });
          },
          getCheckboxProps: (row) => ({ 'aria-label': t('recipient.choose', { name: row.name }) }),
        }}
        onRow={(row) => ({ onClick: () => dispatch({ type: 'recipient', recipient: row }) })}
        columns={[
          { title: t('recipient.name'), dataIndex: 'name' },
          { title: t('recipient.kind'), dataIndex: 'kind_name' },
          { title: t('recipient.network'), dataIndex: 'payment_network_name', render: (text: string) => text || '—' },
          { title: t('recipient.account'), dataIndex: 'account_display' },
          { title: t('recipient.currency'), dataIndex: 'currency' },
        ]}
      />
    </div>
  );
}
