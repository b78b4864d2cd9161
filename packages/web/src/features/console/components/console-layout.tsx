import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { useMe } from '../api/get-me.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { isConsoleAreaAllowed, type ConsoleArea } from '@mbo/contracts/console-access';

/** The menu; each entry shows only to the roles its console area opens (the server refuses the others anyway). */
const MENU = [
  { key: '/console/queues', label: 'menu.queues', area: 'queues' },
  { key: '/console/audit', label: 'menu.audit', area: 'auditLog' },
  { key: '/console/security', label: 'menu.security', area: 'securityLog' },
  { key: '/console/staff', label: 'menu.staff', area: 'staff' },
  { key: '/console/messages', label: 'menu.messages', area: 'messages' },
  { key: '/console/credit', label: 'menu.credit', area: 'credit' },
  { key: '/console/resellers', label: 'menu.resellers', area: 'resellersView' },
] as const satisfies readonly { key: string; label: string; area: ConsoleArea }[];

/**
 * The console's own shell: its menu, the staff member and role, language, sign-out. Not the merchant shell.
 * `idleWarning` is the app shell's idle-timeout warning, shown while a staff member is signed in.
 */
export function ConsoleLayout({ idleWarning }: { idleWarning?: ReactNode }) {
  const { t } = useTranslation('console');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut('/console/login');
  const me = useMe(token !== null);

  if (token === null) return <Navigate to="/console/login" replace />;
  if (me.isError)
    return (
      <Result
        status="403"
        title={me.error.message}
        extra={<Button onClick={() => void signOut()}>{t('menu.sign_out')}</Button>}
      />
    );
  if (!me.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  const menu = MENU.filter((item) => isConsoleAreaAllowed(me.data.role, item.area));
  const selected = menu.find((item) => location.pathname.startsWith(item.key))?.key;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#102a43', paddingInline: 24 }}>
        <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={16}>
          <Typography.Text strong style={{ color: '#fff' }}>
            {t('product')}
          </Typography.Text>
          <Flex align="center" gap={16}>
            <Typography.Text style={{ color: '#fff' }} data-testid="console-user">
              {me.data.user.name} · {t(`role.${me.data.role}`)}
            </Typography.Text>
            <LanguageSwitch />
            <Button size="small" onClick={() => void signOut()}>
              {t('menu.sign_out')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={240} theme="light" breakpoint="md" collapsedWidth={0}>
          <Menu
            aria-label={t('menu.label')}
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={menu.map((item) => ({ key: item.key, label: t(item.label) }))}
            onClick={({ key }) => void navigate(key)}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {idleWarning}
    </Layout>
  );
}
