import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_REASON_MAX } from '@mbo/contracts/calls/console';

export interface RejectReasons {
  reason_en: string;
  reason_zh: string;
}

/** The reason in both languages, each required and at most REVIEW_REASON_MAX characters (the server checks too). */
export function RejectForm({
  isPending,
  onSubmit,
  onCancel,
}: {
  isPending: boolean;
  onSubmit: (reasons: RejectReasons) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const rules = [
    { required: true, whitespace: true, message: t('item.reason_required') },
    { max: REVIEW_REASON_MAX, message: t('item.reason_too_long', { max: REVIEW_REASON_MAX }) },
  ];
  return (
    <Form<RejectReasons>
      layout="vertical"
      onFinish={(values) => onSubmit({ reason_en: values.reason_en.trim(), reason_zh: values.reason_zh.trim() })}
    >
      <Form.Item name="reason_en" label={t('item.reason_en')} rules={rules}>
        <Input.TextArea rows={3} showCount maxLength={REVIEW_REASON_MAX} />
      </Form.Item>
      <Form.Item name="reason_zh" label={t('item.reason_zh')} rules={rules}>
        <Input.TextArea rows={3} showCount maxLength={REVIEW_REASON_MAX} />
      </Form.Item>
      <Flex gap={8}>
        <Button danger type="primary" htmlType="submit" loading={isPending}>
          {t('item.reject_submit')}
        </Button>
        <Button onClick={onCancel}>{t('item.cancel')}</Button>
      </Flex>
    </Form>
  );
}
