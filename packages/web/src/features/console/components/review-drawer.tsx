import { App, Button, Checkbox, Descriptions, Drawer, Flex, Image, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecide } from '../api/decide.ts';
import { useQueueItem } from '../api/get-queue-item.ts';
import { RejectForm } from './reject-form.tsx';

/** One item of a queue: what the applicant gave, its files, and the decision (approve, or reject with reasons). */
export function ReviewDrawer({ queue, id, onClose }: { queue: string; id: number | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const item = useQueueItem(queue, id);
  const decide = useDecide();
  const [isRejecting, setIsRejecting] = useState(false);
  const [flags, setFlags] = useState<string[]>([]);
  const close = () => {
    setIsRejecting(false);
    setFlags([]);
    onClose();
  };
  const data = item.data?.item;
  const isWaiting = data?.status === 'waiting';

  return (
    <Drawer open={id !== null} onClose={close} title={t('item.title')} width={560} destroyOnHidden>
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('queues.applicant')}>{data.applicant}</Descriptions.Item>
            <Descriptions.Item label={t('queues.submitted_at')}>{data.submitted_at}</Descriptions.Item>
            <Descriptions.Item label={t('item.status')}>
              <Tag>{t(`item.status_${data.status}`)}</Tag>
            </Descriptions.Item>
            {data.fields.map((field) => (
              <Descriptions.Item key={field.label} label={field.label}>
                {field.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {data.files.length > 0 && (
            <Descriptions column={1} size="small" title={t('item.files')}>
              {data.files.map((file) => (
                <Descriptions.Item key={file.url} label={file.label}>
                  {file.kind === 'image' ? (
                    <Image src={file.url} width={160} />
                  ) : (
                    <a href={file.url} target="_blank" rel="noreferrer">
                      {file.label}
                    </a>
                  )}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          {isWaiting && !isRejecting && data.approve_flags.length > 0 && (
            <Checkbox.Group
              value={flags}
              onChange={(values) => setFlags(values)}
              options={data.approve_flags.map((flag) => ({ value: flag.key, label: flag.label }))}
            />
          )}
          {isWaiting && !isRejecting && (
            <Flex gap={8}>
              <Popconfirm
                title={t('item.approve_confirm')}
                onConfirm={() =>
                  decide.mutateAsync({ kind: 'approve', queue, id: data.id, flags }).then(() => {
                    void message.success(t('item.approved'));
                    close();
                  })
                }
              >
                <Button type="primary" loading={decide.isPending}>
                  {t('item.approve')}
                </Button>
              </Popconfirm>
              <Button danger onClick={() => setIsRejecting(true)}>
                {t('item.reject')}
              </Button>
            </Flex>
          )}
          {isWaiting && isRejecting && (
            <RejectForm
              isPending={decide.isPending}
              onCancel={() => setIsRejecting(false)}
              onSubmit={(reasons) =>
                void decide.mutateAsync({ kind: 'reject', queue, id: data.id, ...reasons }).then(() => {
                  void message.success(t('item.rejected'));
                  close();
                })
              }
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
