import { Flex } from 'antd';
import { TwoStepSection } from '../components/two-step-section.tsx';

/** /setting, the security settings of every signed-in user: two-step verification (the rest comes with issue 12). */
export default function SettingPage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <TwoStepSection />
    </Flex>
  );
}
