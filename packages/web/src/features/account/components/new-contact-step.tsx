import { Form, Input, Select, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, PHONE_COUNTRY_CODES, type PhoneCountryCode } from '@mbo/contracts/constants';
import { EMAIL_RULE, normalisePhone, PHONE_RULE } from '@mbo/contracts/field-rules';
import { fieldRule } from '../../../lib/form-rules.ts';
import { useBindContact } from '../api/bind-contact.ts';
import { useSendBindCode } from '../api/send-bind-code.ts';
import { CONTACT_CALL, type Contact } from '../lib/contact.ts';
import { BindCodeField } from './bind-code-field.tsx';
import { CaptchaCheck } from './captcha-check.tsx';

export const NEW_CONTACT_FORM_ID = 'bind-new-contact-form';

interface Values {
  countryCode: PhoneCountryCode;
  value: string;
  code: string;
}

const COUNTRY_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/**
 * Step 2 of the bind wizard: the new phone (country code, default +61) or e-mail, the captcha before a code goes
 * to a new phone, the code sent to it, and the bind (`onBound` with the masked new value). Submitted by the footer.
 */
export function NewContactStep({
  contact,
  proof,
  onBound,
  onPendingChange,
}: {
  contact: Contact;
  proof: string;
  onBound: (sentTo: string) => void;
  onPendingChange: (isPending: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const valueId = useId();
  const [form] = Form.useForm<Values>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const send = useSendBindCode();
  const bind = useBindContact();
  const call = CONTACT_CALL[contact];
  const isPhone = contact === 'phone';
  const valueRule = isPhone
    ? fieldRule(PHONE_RULE, (value) => normalisePhone(form.getFieldValue('countryCode') ?? DEFAULT_COUNTRY_CODE, value))
    : fieldRule(EMAIL_RULE);

  const account = () => {
    const values = form.getFieldsValue();
    return { AccountType: call.accountType, Account: values.value.trim(), CountryCode: values.countryCode };
  };

  const sendCode = async () => {
    try {
      await form.validateFields(['value']);
    } catch {
      return null;
    }
    if (isPhone && !captcha) {
      setCaptchaError(t('wizard.captcha_first'));
      return null;
    }
    setCaptchaError(null);
    try {
      const result = await send.mutateAsync({ MsgType: call.bind, ...account(), proof, code: captcha ?? undefined });
      setSentTo(result.sent_to);
      return result.sent_to;
    } catch {
      return null; // The call wrapper has shown the failure.
    } finally {
      // A captcha answer is spent by one send, whatever its outcome: the next send needs a new one.
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
    }
  };

  const submit = async ({ code }: Values) => {
    onPendingChange(true);
    try {
      await bind.mutateAsync({ ...account(), VerificationCode: code.trim(), proof });
      onBound(sentTo ?? account().Account);
    } catch {
      // The call wrapper has shown the failure.
    } finally {
      onPendingChange(false);
    }
  };

  return (
    <Form<Values>
      id={NEW_CONTACT_FORM_ID}
      form={form}
      layout="vertical"
      initialValues={{ countryCode: DEFAULT_COUNTRY_CODE, value: '' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label={t(`wizard.new_${contact}`)} htmlFor={valueId} required>
        <Space.Compact block>
          {isPhone && (
            <Form.Item name="countryCode" noStyle>
              <Select
                aria-label={t('wizard.country_code')}
                options={COUNTRY_OPTIONS}
                virtual={false}
                style={{ width: 100, flex: 'none' }}
              />
            </Form.Item>
          )}
          <Form.Item name="value" noStyle rules={[valueRule]}>
            <Input
              id={valueId}
              inputMode={isPhone ? 'tel' : 'email'}
              autoComplete={isPhone ? 'tel-national' : 'email'}
              placeholder={t(`wizard.new_${contact}_placeholder`)}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      {isPhone && (
        <Form.Item
          label={t('captcha.title')}
          validateStatus={captchaError ? 'error' : undefined}
          help={captchaError ?? undefined}
        >
          <CaptchaCheck key={captchaKey} onSolved={setCaptcha} />
        </Form.Item>
      )}
      <BindCodeField send={sendCode} isSending={send.isPending} />
    </Form>
  );
}
