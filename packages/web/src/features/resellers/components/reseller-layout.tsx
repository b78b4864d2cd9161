import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useResellerProfile } from '../api/get-reseller-profile.ts';
import { useMembershipRecheck } from './use-membership-recheck.ts';

/** The workspace's menu; `levelOne` entries only for a reseller (a sub-reseller has no sub-resellers). */
const MENU = [
  { key: '/reseller/merchants', label: 'menu.merchants' },
  { key: '/reseller/add', label: 'menu.add' },
  { key: '/reseller/applications', label: 'menu.applications' },
  { key: '/reseller/sub-resellers', label: 'menu.sub_resellers', isLevelOneOnly: true },
  { key: '/reseller/rates', label: 'menu.rates' },
  { key: '/reseller/members', label: 'menu.members' },
  { key: '/reseller/statements', label: 'menu.statements' },
] as const;

/**
 * The reseller workspace's own shell (/reseller/*), modelled on the console's: the reseller and its level, the
 * member, language, sign-out, its menu. A signed-in user who is no member (or whose reseller is switched off) sees the
 * server's refusal and a way out, also a member removed while the workspace is open, from their next step
 * (useMembershipRecheck). `idleWarning` is the app's idle-timeout warning.
 */
export function ResellerLayout({ idleWarning }: { idleWarning?: ReactNode }) {
  const { t } = useTranslation('resellers');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut('/login');
  const profile = useResellerProfile(token !== null);
  const { refetch } = profile;
  // Joins a read in flight rather than starting a second (the first page's own read).
  useMembershipRecheck(useCallback(() => token !== null && refetch({ cancelRefetch: false }), [token, refetch]));

  if (token === null) return <Navigate to="/login" replace />;
  if (profile.isError)
    return (
      <Result
        status="403"
        title={t('refused.title')}
        subTitle={profile.error.message}
        extra={<Button onClick={() => void signOut()}>{t('menu.sign_out')}</Button>}
      />
    );
  if (!profile.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  const { name, level, member_name: memberName } = profile.data;
  const menu = MENU.filter((item) => !('isLevelOneOnly' in item) || level === 1);
  const selected = menu.find((item) => location.pathname.startsWith(item.key))?.key;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#1d3a2f', paddingInline: 24 }}>
        <Flex justify="space-between" align="center" style={{ height: '100%' }} gap={16}>
          <Typography.Text strong style={{ color: '#fff' }} data-testid="reseller-name">
            {name} · {t(`level.${level === 1 ? 'one' : 'two'}`)}
          </Typography.Text>
          <Flex align="center" gap={16}>
            <Typography.Text style={{ color: '#fff' }} data-testid="reseller-member">
              {memberName}
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
          <Outlet context={profile.data} />
        </Layout.Content>
      </Layout>
      {idleWarning}
    </Layout>
  );
}
