import { Alert, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADD_FOR } from '@mbo/contracts/resellers/add-merchant-schema';
import { useSubResellers } from '../api/get-sub-resellers.ts';

/**
 * For whom the merchant is added (step 1): a reseller chooses itself or one of its sub-resellers (which must then be
 * chosen); a sub-reseller's member adds for its own sub-reseller only, so it is told and not asked.
 */
export function ForWhomFields({ isLevelOne, ownName }: { isLevelOne: boolean; ownName: string }) {
  const { t } = useTranslation('reseller-onboarding');
  const addFor = Form.useWatch('for') as number | undefined;
  const subResellers = useSubResellers(isLevelOne);
  if (!isLevelOne) return <Alert type="info" showIcon message={t('for.self_only', { name: ownName })} />;
  return (
    <>
      <Form.Item name="for" label={t('for.label')} required>
        <Radio.Group
          data-testid="add-for"
          options={[
            { value: ADD_FOR.self, label: t('for.self', { name: ownName }) },
            { value: ADD_FOR.subReseller, label: t('for.sub_reseller') },
          ]}
        />
      </Form.Item>
      {addFor === ADD_FOR.subReseller ? (
        <Form.Item name="sub_reseller_id" label={t('for.choose')} required>
          <Select
            data-testid="sub-reseller"
            showSearch
            optionFilterProp="label"
            loading={subResellers.isLoading}
            options={(subResellers.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
