import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NOTIFY_URL_MAX, notifyUrlSchema } from '@mbo/contracts/calls/webhooks';
import { zodRule } from '../../../lib/form-rules.ts';
import { useApiSettings, useSetApiSettings } from '../api/api-settings.ts';

interface NotifyValues {
  notify_url: string;
}

/** Blank clears the default; anything else must be a full http(s) address (the server's rule, same schema). */
const notifyUrlRule = zodRule(z.union([z.literal(''), notifyUrlSchema]));

/** The default notify URL: where notifications of orders created without notify_url go. */
export function NotifyUrlForm({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation('api-keys');
  const { message } = App.useApp();
  const inputId = useId();
  const [form] = Form.useForm<NotifyValues>();
  const settings = useApiSettings(merchantId);
  const save = useSetApiSettings(merchantId);

  useEffect(() => {
    if (settings.data) form.setFieldsValue({ notify_url: settings.data.notify_url });
  }, [settings.data, form]);

  const submit = async ({ notify_url }: NotifyValues) => {
    try {
      await save.mutateAsync(notify_url.trim());
      void message.success(t('notify.saved'));
    } catch {
      // The call wrapper has shown the failure.
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={2} className="developer-page__title">
          {t('notify.title')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph>{t('notify.intro')}</Typography.Paragraph>
      <Form<NotifyValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ notify_url: '' }}
      >
        <Form.Item label={t('notify.url')} htmlFor={inputId} extra={t('notify.hint')}>
          <Space.Compact block>
            <Form.Item name="notify_url" noStyle rules={[notifyUrlRule]}>
              <Input
                id={inputId}
                type="url"
                inputMode="url"
                maxLength={NOTIFY_URL_MAX}
                placeholder="https://shop.example.com/payments/notify"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} style={{ flex: 'none' }}>
              {t('notify.save')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Card>
  );
}
