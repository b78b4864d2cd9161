import type { Rule } from 'antd/es/form';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { CODE_LENGTH } from '@mbo/contracts/constants';

interface SentCodeFieldProps {
  id: string;
  label: string;
  rule: Rule;
  placeholder: string;
  /** Under the field: where the code went. */
  extra?: ReactNode;
  onSend: () => void;
  isSending: boolean;
  /** While the resend window runs, the button waits. */
  isWaiting: boolean;
  /** "Send code", or the countdown while waiting. */
  buttonLabel: string;
}

/** The form field `code`: a 6-digit code sent by SMS or e-mail, typed beside the button that sends it. */
export function SentCodeField({
  id,
  label,
  rule,
  placeholder,
  extra,
  onSend,
  isSending,
  isWaiting,
  buttonLabel,
}: SentCodeFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} required extra={extra}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[rule]}>
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={placeholder}
          />
        </Form.Item>
        <Button onClick={onSend} disabled={isWaiting} loading={isSending} style={{ flex: 'none' }}>
          {buttonLabel}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
