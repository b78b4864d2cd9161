import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface ApplicationSubmittedProps {
  detailPath: string;
  listPath: string;
  /** The list button's words (the merchant's own form says "Close"). */
  listLabel?: string;
  testId: string;
}

/** An onboarding form's success view (second document, section 2): verification takes 1–2 working days. */
export function ApplicationSubmitted({ detailPath, listPath, listLabel, testId }: ApplicationSubmittedProps) {
  const { t } = useTranslation('merchant-application');
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={t('success.text')}
      extra={[
        <Button type="primary" key="detail" onClick={() => void navigate(detailPath)}>
          {t('success.view_detail')}
        </Button>,
        <Button key="list" onClick={() => void navigate(listPath)}>
          {listLabel ?? t('success.close')}
        </Button>,
      ]}
      data-testid={testId}
    />
  );
}
