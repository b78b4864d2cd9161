import { BankOutlined, GlobalOutlined, SafetyCertificateOutlined, ShopOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'in_store', icon: <ShopOutlined aria-hidden /> },
  { key: 'online', icon: <GlobalOutlined aria-hidden /> },
  { key: 'safety', icon: <SafetyCertificateOutlined aria-hidden /> },
  { key: 'licence', icon: <BankOutlined aria-hidden /> },
] as const;

/** In-store and online collection, funds safety and the financial licence (002 §1). */
export function SellingPoints() {
  const { t } = useTranslation('home-n');
  return (
    <section className="home-n-section" aria-labelledby="home-n-points">
      <h2 id="home-n-points">{t('points.title')}</h2>
      <div className="home-n-points">
        {POINTS.map((point) => (
          <Card key={point.key} size="small">
            <h3 className="home-n-points__title">
              {point.icon} {t(`points.${point.key}.title`)}
            </h3>
            <p>{t(`points.${point.key}.text`)}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
