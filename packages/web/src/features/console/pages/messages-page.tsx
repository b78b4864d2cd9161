import { App, Button, Card, Col, Form, Input, Popconfirm, Radio, Result, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX, type MessageAudience } from '@mbo/contracts/calls/console-messages';
import { isConsoleAreaAllowed } from '@mbo/contracts/console-access';
import { useMe } from '../api/get-me.ts';
import { usePublishMessage } from '../api/publish-message.ts';

interface MessageForm {
  audience: MessageAudience;
  merchant_number?: string;
  email?: string;
  title_en: string;
  title_zh: string;
  content_en: string;
  content_zh: string;
}

/**
 * /console/messages (operations admins): write a message in English and Chinese (HTML: the server keeps text
 * formatting, lists, tables and links, and drops the rest) and publish it to every verified merchant's members, one
 * merchant's, or one person. Each recipient reads it in their language on their messages page.
 */
export default function ConsoleMessagesPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const me = useMe(true);
  const [form] = Form.useForm<MessageForm>();
  const audience = Form.useWatch('audience', form) ?? 'all';
  const publish = usePublishMessage();
  if (me.data && !isConsoleAreaAllowed(me.data.role, 'messages'))
    return <Result status="403" title={t('messages.forbidden')} />;

  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  const send = async () => {
    const values = await form.validateFields();
    const recipients = await publish.mutateAsync(values);
    void message.success(t('messages.published', { count: recipients }));
    form.resetFields();
  };

  return (
    <Card data-testid="console-messages">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('messages.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('messages.intro')}</Typography.Paragraph>
      <Form<MessageForm>
        form={form}
        layout="vertical"
        initialValues={{ audience: 'all' }}
        aria-label={t('messages.title')}
      >
        <Form.Item label={t('messages.audience')} name="audience">
          <Radio.Group
            options={(['all', 'merchant', 'user'] as const).map((value) => ({
              value,
              label: t(`messages.audience_${value}`),
            }))}
          />
        </Form.Item>
        {audience === 'merchant' ? (
          <Form.Item
            label={t('messages.merchant_number')}
            name="merchant_number"
            rules={required('messages.merchant_number_required')}
          >
            <Input placeholder="M1000001" autoComplete="off" />
          </Form.Item>
        ) : null}
        {audience === 'user' ? (
          <Form.Item label={t('messages.email')} name="email" rules={required('messages.email_required')}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        ) : null}
        <Row gutter={16}>
          {(['en', 'zh'] as const).map((language) => (
            <Col span={12} key={language}>
              <Form.Item
                label={t(`messages.title_${language}`)}
                name={`title_${language}`}
                rules={required('messages.title_required')}
              >
                <Input maxLength={MESSAGE_TITLE_MAX} showCount />
              </Form.Item>
              <Form.Item
                label={t(`messages.content_${language}`)}
                name={`content_${language}`}
                rules={required('messages.content_required')}
                extra={t('messages.content_help')}
              >
                <Input.TextArea rows={8} maxLength={MESSAGE_CONTENT_MAX} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Popconfirm
          title={t(`messages.confirm_${audience}`)}
          okText={t('messages.publish')}
          cancelText={t('messages.cancel')}
          onConfirm={() => void send().catch(() => undefined)}
        >
          <Button type="primary" loading={publish.isPending} data-testid="console-messages-publish">
            {t('messages.publish')}
          </Button>
        </Popconfirm>
      </Form>
    </Card>
  );
}
