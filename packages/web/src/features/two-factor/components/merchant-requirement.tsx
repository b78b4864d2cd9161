import { Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantRequirement } from '../api/get-merchant-requirement.ts';
import { useSetMerchantRequirement } from '../api/set-merchant-requirement.ts';

/** The merchant's requirement of two-step verification for its super admins (role 1); a refusal shows as a toast. */
export function MerchantRequirement({ merchantId, merchantName }: { merchantId: number; merchantName: string }) {
  const { t } = useTranslation('two-factor');
  const id = useId();
  const requirement = useMerchantRequirement(merchantId);
  const setRequirement = useSetMerchantRequirement(merchantId);
  return (
    <Flex gap={12} align="start" data-testid="two-factor-requirement">
      <Switch
        id={id}
        checked={requirement.data?.is_required === true}
        loading={requirement.isLoading || setRequirement.isPending}
        onChange={(isRequired) => setRequirement.mutate(isRequired)}
      />
      <label htmlFor={id}>
        <Typography.Text strong>{t('requirement.label', { merchant: merchantName })}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('requirement.help')}</Typography.Text>
      </label>
    </Flex>
  );
}
