import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './change-password-modal.tsx';

/** The password of the security settings: opens the shell's change-password dialog (the one the user menu opens). */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card title={t('password.title')}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text>{t('password.text')}</Typography.Text>
        <Button onClick={() => setIsOpen(true)}>{t('password.change')}</Button>
      </Flex>
      <ChangePasswordModal isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </Card>
  );
}
