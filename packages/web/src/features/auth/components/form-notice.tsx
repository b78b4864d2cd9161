import { Alert } from 'antd';

/** An inline message of an auth form: a failure (the server's msg) or a confirmation such as "code sent". */
export type Notice = { kind: 'error' | 'success'; text: string } | null;

/** Failures are announced as alerts; confirmations politely, as a status. */
export function FormNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      type={notice.kind}
      showIcon
      title={notice.text}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid={`auth-notice-${notice.kind}`}
      style={{ marginBottom: 16 }}
    />
  );
}
