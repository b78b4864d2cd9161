import { Button, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnboardingUpload, type OnboardingFile } from '../../../components/onboarding-upload.tsx';

const MAX_SHAREHOLDER_FILES = 10;

/** Step 4, shareholders: the documents of the legal person and every holder of 25 % or more (optional, up to 10). */
export function StepShareholders() {
  const { t } = useTranslation('merchant-application');
  const [isHelpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <Typography.Paragraph>
        {t('shareholders.intro')}{' '}
        <Button type="link" onClick={() => setHelpOpen(true)}>
          {t('shareholders.which')}
        </Button>
      </Typography.Paragraph>
      <Form.Item name="shareholder_attachment_urls" noStyle>
        <ShareholderFiles />
      </Form.Item>
      <Modal open={isHelpOpen} title={t('shareholders.which')} footer={null} onCancel={() => setHelpOpen(false)}>
        <Typography.Paragraph>{t('shareholders.help')}</Typography.Paragraph>
      </Modal>
    </>
  );
}

function ShareholderFiles({
  value = [],
  onChange,
}: {
  value?: OnboardingFile[];
  onChange?: (files: OnboardingFile[]) => void;
}) {
  const { t } = useTranslation('merchant-application');
  return (
    <Flex vertical gap={8}>
      {value.map((file, index) => (
        <Flex key={file.token} gap={8} align="center">
          <Typography.Link href={file.url} target="_blank" rel="noreferrer">
            {t('shareholders.file', { number: index + 1 })}
          </Typography.Link>
          <Button size="small" onClick={() => onChange?.(value.filter((each) => each.token !== file.token))}>
            {t('shareholders.remove')}
          </Button>
        </Flex>
      ))}
      {value.length < MAX_SHAREHOLDER_FILES ? (
        <OnboardingUpload
          label={t('shareholders.add')}
          kind="document"
          testId="upload-shareholder"
          onChange={(file) => file && onChange?.([...value, file])}
        />
      ) : null}
    </Flex>
  );
}
