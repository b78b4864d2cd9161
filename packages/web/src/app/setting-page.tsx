import { Flex } from 'antd';
import { ContactSection } from '../features/account/components/contact-section.tsx';
import { PasswordSection } from '../features/account/components/password-section.tsx';
import { TwoStepSection } from '../features/two-factor/components/two-step-section.tsx';

/**
 * /setting, the security settings of every signed-in user (first document, §2 "Security"): password, phone and
 * e-mail (account feature), two-step verification (two-factor feature). Composed here, since features never import
 * each other.
 */
export default function SettingPage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <PasswordSection />
      <ContactSection />
      <TwoStepSection />
    </Flex>
  );
}
