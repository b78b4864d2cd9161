import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, CallError } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/session.ts';

/** Minimal sign-in; replaced by the full login screen. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const onFinish = async (values: { email: string; password: string }) => {
    try {
      const { data } = await call('login', { AccountType: 1, Account: values.email, Password: values.password });
      navigate(await startSession(data.token), { replace: true });
    } catch (caught) {
      if (caught instanceof CallError) setError(caught.message);
    }
  };
  return (
    <Form onFinish={onFinish} style={{ maxWidth: 360, margin: '10vh auto' }}>
      <Form.Item name="email" label="E-mail"><Input /></Form.Item>
      <Form.Item name="password" label="Password"><Input.Password /></Form.Item>
      {error && <div role="alert">{error}</div>}
      <Button htmlType="submit" type="primary">Sign in</Button>
    </Form>
  );
}
