import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

const screen = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '24px 12px',
  boxSizing: 'border-box',
  background: 'linear-gradient(160deg, #eef4ff 0%, #f7f9fc 60%, #ffffff 100%)',
} as const;

/**
 * The centred card of the screens outside the shell (sign-in, sign-up, reset, partner); full width on a phone.
 * A plain section drawn with the theme's tokens: antd's Card would bring its tabs (and their menus) into the
 * sign-in route's first load.
 */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const card = {
    width: '100%',
    maxWidth: 440,
    boxSizing: 'border-box',
    padding: 'clamp(20px, 6vw, 32px)',
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  } as const;
  return (
    <main style={screen}>
      <section className="auth-card" style={card}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" strong>
            {t('app_name')}
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 24, margin: '16px 0 20px' }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </main>
  );
}
