import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { isPageAllowed } from '@mbo/contracts/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useSettlementConfig } from '../../api/get-settlement-config.ts';

/**
 * The fast-settlement promotion (spec, section 2): shown while T+0 is not enabled, and only to those who may open
 * the settlement setup it leads to. Collapsed, it shrinks to an icon button.
 */
export function PromoBanner({ isCollapsed }: { isCollapsed: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { roles, merchant } = useSession();
  const canSetUp = merchant?.is_verify === true && isPageAllowed(roles, 'settlementSet');
  const config = useSettlementConfig(merchant?.id, canSetUp);
  if (!canSetUp || config.data?.is_fast_settle !== false) return null;

  const open = () => void navigate('/settlementSet');
  if (isCollapsed) {
    return (
      <div className="shell-promo shell-promo--collapsed" data-testid="promo-banner">
        <Tooltip title={t('promo.title')} placement="right">
          <Button
            type="primary"
            shape="circle"
            icon={<ThunderboltOutlined aria-hidden />}
            aria-label={t('promo.action_label')}
            onClick={open}
          />
        </Tooltip>
      </div>
    );
  }
  return (
    <section className="shell-promo" aria-labelledby="shell-promo-title" data-testid="promo-banner">
      <h2 id="shell-promo-title" className="shell-promo__title">
        <ThunderboltOutlined aria-hidden /> {t('promo.title')}
      </h2>
      <p className="shell-promo__text">{t('promo.text')}</p>
      <Button type="primary" block onClick={open}>
        {t('promo.action')}
      </Button>
    </section>
  );
}
