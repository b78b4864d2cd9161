import { Button, Card, Divider, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageAllowed } from '@mbo/contracts/access';
import { useSession } from '../../../lib/session.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes.ts';
import { CodeConfirmForm } from './code-confirm-form.tsx';
import { MerchantRequirement } from './merchant-requirement.tsx';
import { RecoveryCodesView } from './recovery-codes-view.tsx';
import { SetupFlow } from './setup-flow.tsx';

type Action = 'setup' | 'regenerate' | 'disable' | null;

/**
 * The "Two-step verification" section of the security settings, self-contained: the user's own authenticator (set
 * up, replace recovery codes, turn off) and, for a super admin, the merchant's requirement of it for role 1.
 */
export function TwoStepSection() {
  const { t } = useTranslation('two-factor');
  const { merchant, roles } = useSession();
  const status = useTwoFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [action, setAction] = useState<Action>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const isEnabled = status.data?.is_enabled === true;

  const body = () => {
    if (status.isLoading) return <Spin />;
    if (newCodes) return <RecoveryCodesView codes={newCodes} onDone={() => setNewCodes(null)} />;
    // The set-up stays until its recovery codes are put away, although the status already reads "on" by then.
    if (action === 'setup') return <SetupFlow onDone={() => setAction(null)} />;
    if (!isEnabled) {
      return (
        <Flex vertical gap={12} align="start">
          <Typography.Paragraph style={{ margin: 0 }}>{t('section.off_text')}</Typography.Paragraph>
          <Button type="primary" onClick={() => setAction('setup')}>
            {t('section.turn_on')}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('section.on_text', { count: status.data?.recovery_codes_left ?? 0 })}
        </Typography.Paragraph>
        {status.data?.is_required && <Typography.Text type="secondary">{t('section.required_note')}</Typography.Text>}
        <Flex gap={8} wrap>
          <Button onClick={() => setAction(action === 'regenerate' ? null : 'regenerate')}>
            {t('section.regenerate')}
          </Button>
          {!status.data?.is_required && (
            <Button danger onClick={() => setAction(action === 'disable' ? null : 'disable')}>
              {t('section.turn_off')}
            </Button>
          )}
        </Flex>
        {action === 'regenerate' && (
          <CodeConfirmForm
            label={t('section.confirm_with_code')}
            submitLabel={t('section.regenerate_submit')}
            acceptsRecoveryCode
            isPending={regenerate.isPending}
            onSubmit={async (code) => {
              setNewCodes((await regenerate.mutateAsync(code)).recovery_codes);
              setAction(null);
            }}
          />
        )}
        {action === 'disable' && (
          <CodeConfirmForm
            label={t('section.confirm_with_code')}
            submitLabel={t('section.turn_off_submit')}
            acceptsRecoveryCode
            isDanger
            isPending={disable.isPending}
            onSubmit={async (code) => {
              await disable.mutateAsync(code);
              setAction(null);
            }}
          />
        )}
      </Flex>
    );
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {t('section.title')}
          {status.data && (
            <Tag color={isEnabled ? 'green' : 'default'}>{t(isEnabled ? 'section.on' : 'section.off')}</Tag>
          )}
        </Flex>
      }
      data-testid="two-step-section"
    >
      {body()}
      {merchant && isPageAllowed(roles, 'twoFactorPolicy') && (
        <>
          <Divider />
          <MerchantRequirement merchantId={merchant.id} merchantName={merchant.name} />
        </>
      )}
    </Card>
  );
}
