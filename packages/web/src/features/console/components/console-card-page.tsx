import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

/** The console's pages outside its layout (sign-in, two-step set-up, invitation): a card with a title. */
export function ConsoleCardPage({
  title,
  width = 400,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width, maxWidth: '100%' }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('product')}</Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
