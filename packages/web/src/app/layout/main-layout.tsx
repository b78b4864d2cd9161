import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** Minimal main layout; replaced by the full shell (menu, header, modals). */
export function MainLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
