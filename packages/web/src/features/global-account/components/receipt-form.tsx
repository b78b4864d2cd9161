import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECEIPT_MAX_BYTES } from '@mbo/contracts/calls/global-account';
import { OnboardingUpload, type OnboardingFile } from '../../../components/onboarding-upload.tsx';
import { toastSuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubmitReceipt } from '../api/global-account.ts';

/** The receipt of a top-up's bank transfer (PDF or image under 10 MB): uploaded privately, then sent for review. */
export function ReceiptForm({ topUpId, onDone }: { topUpId: number; onDone: () => void }) {
  const { t } = useTranslation('global-account');
  const { merchant } = useSession();
  const submit = useSubmitReceipt(merchant?.id ?? 0);
  return (
    <Form<{ receipt: OnboardingFile | null }>
      layout="vertical"
      onFinish={(values) =>
        submit.mutateAsync({ top_up_id: topUpId, file: values.receipt!.token }).then(() => {
          toastSuccess(t('top_up.submitted'));
          onDone();
        })
      }
    >
      <Form.Item
        name="receipt"
        label={t('top_up.receipt')}
        rules={[{ required: true, message: t('top_up.receipt_required') }]}
      >
        <OnboardingUpload
          label={t('top_up.receipt')}
          kind="document"
          testId="top-up-receipt"
          limit={{ bytes: RECEIPT_MAX_BYTES, message: t('top_up.too_large') }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        {t('top_up.submit')}
      </Button>
    </Form>
  );
}
