import { CheckCircleTwoTone } from '@ant-design/icons';
import { Button, Card, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../global-account.css';

const POINTS = ['point_hold', 'point_top_up', 'point_history', 'point_withdraw'] as const;

/** /introduction: what the global account is, before the merchant first uses it (the account page sends them here). */
export default function IntroductionPage() {
  const { t } = useTranslation('global-account');
  const navigate = useNavigate();
  return (
    <Card className="global-intro" data-testid="global-account-introduction">
      <Flex vertical gap={16}>
        <Typography.Title level={2} className="global-page__title">
          {t('intro.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="global-intro__lead">
          {t('intro.lead')}
        </Typography.Paragraph>
        <List
          dataSource={[...POINTS]}
          split={false}
          renderItem={(point) => (
            <List.Item>
              <Flex gap={8} align="center">
                <CheckCircleTwoTone twoToneColor="#52c41a" />
                {t(`intro.${point}`)}
              </Flex>
            </List.Item>
          )}
        />
        <div>
          <Button type="primary" size="large" onClick={() => void navigate('/account', { state: { isStarted: true } })}>
            {t('intro.start')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
