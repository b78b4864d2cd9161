import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { maskedContact, type Contact } from '../lib/contact.ts';
import { BindWizard } from './bind-wizard.tsx';

/** The phone and e-mail of the signed-in user, masked, each with its add or change wizard. */
export function ContactSection() {
  const { t } = useTranslation('account');
  const user = useSession().user?.user;
  const [open, setOpen] = useState<Contact | null>(null);

  return (
    <Card title={t('contacts.title')}>
      {!user ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Flex vertical gap={16}>
          {(['phone', 'email'] as const).map((contact) => {
            const value = maskedContact(user, contact);
            return (
              <Flex key={contact} justify="space-between" align="center" gap={12} wrap>
                <Flex vertical>
                  <Typography.Text strong>{t(`contacts.${contact}`)}</Typography.Text>
                  <Typography.Text type={value ? undefined : 'secondary'} data-testid={`current-${contact}`}>
                    {value ?? t(`contacts.${contact}_none`)}
                  </Typography.Text>
                </Flex>
                <Button onClick={() => setOpen(contact)}>
                  {t(value ? `contacts.change_${contact}` : `contacts.add_${contact}`)}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      )}
      {open && user && <BindWizard contact={open} user={user} onClose={() => setOpen(null)} />}
    </Card>
  );
}
