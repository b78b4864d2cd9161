import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VERIFY_STATUS } from '@mbo/contracts/constants';
import { toastSuccess } from '../../../lib/notify.ts';
import { usePersonDetail } from '../api/get-person-detail.ts';
import { usePersonStatus } from '../api/get-person-status.ts';
import { PersonForm } from '../components/person-form.tsx';
import { valuesOf } from '../components/person-form-values.ts';
import { PersonView } from '../components/person-view.tsx';
import { StatusBanner } from '../components/status-banner.tsx';
import '../kyc.css';

/**
 * /personal, the person's identity verification (second document, sections 2–4): add when nothing was submitted,
 * view while under review or once passed, edit and resubmit after a rejection ("Update now"). Any signed-in user
 * reaches it, with or without a merchant.
 */
export default function PersonalPage() {
  const { t } = useTranslation('kyc');
  const status = usePersonStatus();
  const detail = usePersonDetail();
  // The shell's rejection modal sends "Update now" here with ?update=1: the form opens at once.
  const [searchParams] = useSearchParams();
  const [isUpdating, setUpdating] = useState(searchParams.get('update') === '1');

  if (status.isLoading || detail.isLoading) return <Skeleton active />;
  const person = status.data ?? null;
  const submitted = detail.data?.person ?? null;
  const verifyStatus = person?.verify_status ?? null;
  const isEditing = verifyStatus === null || (verifyStatus === VERIFY_STATUS.rejected && (isUpdating || !submitted));

  const refresh = async () => {
    await Promise.all([status.refetch(), detail.refetch()]);
    toastSuccess(t('status_updated'));
  };

  return (
    <Flex vertical gap={16} className="kyc-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()} loading={status.isFetching}>
          {t('refresh')}
        </Button>
      </Flex>
      <StatusBanner
        status={verifyStatus}
        objection={person?.objection ?? null}
        enObjection={person?.en_objection ?? null}
        isEditing={isEditing}
        onUpdateNow={() => setUpdating(true)}
      />
      {isEditing ? (
        <PersonForm
          initialValues={submitted ? valuesOf(submitted) : { middle_name: '' }}
          onSubmitted={() => {
            setUpdating(false);
            toastSuccess(t('submitted'));
          }}
        />
      ) : submitted ? (
        <PersonView person={submitted} />
      ) : null}
    </Flex>
  );
}
