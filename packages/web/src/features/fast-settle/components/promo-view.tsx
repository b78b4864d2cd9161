import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "not enabled" state (first document §2, status 1): the promotion with its open button. */
export function PromoView({ onOpen, onExplain }: { onOpen: () => void; onExplain: () => void }) {
  const { t } = useTranslation('fast-settle');
  return (
    <div data-testid="fast-settle-promo">
      <Typography.Title level={3}>
        <ThunderboltOutlined aria-hidden /> {t('promo.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('promo.text')}</Typography.Paragraph>
      <ul className="fast-settle-promo__points">
        {(['speed', 'choice', 'price'] as const).map((key) => (
          <li key={key}>{t(`promo.points.${key}`)}</li>
        ))}
      </ul>
      <Space className="fast-settle-page__actions">
        <Button type="primary" size="large" onClick={onOpen}>
          {t('promo.open')}
        </Button>
        <Button type="link" onClick={onExplain}>
          {t('promo.how')}
        </Button>
        <Link to="/settlementList">{t('enabled.history')}</Link>
      </Space>
    </div>
  );
}
