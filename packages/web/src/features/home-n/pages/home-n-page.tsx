import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { usePersonInfo } from '../api/get-person-info.ts';
import { OnboardingTimeline } from '../components/onboarding-timeline.tsx';
import { PaymentMethods } from '../components/payment-methods.tsx';
import { PromoCarousel } from '../components/promo-carousel.tsx';
import { SellingPoints } from '../components/selling-points.tsx';
import { useApplicationState } from '../use-application-state.ts';
import '../home-n.css';

/**
 * home_n (002 §2 "Home / advertising page"): where a user with no merchant, or whose merchant is not verified yet,
 * lands — what the product offers, and where their own onboarding stands.
 */
export default function HomeNPage() {
  const { t } = useTranslation('home-n');
  const { merchant } = useSession();
  const person = usePersonInfo();
  const application = useApplicationState();
  return (
    <div className="home-n" data-testid="home-n">
      <header className="home-n__intro">
        <h1>{merchant ? t('intro.title_merchant', { name: merchant.name }) : t('intro.title')}</h1>
        <p>{t('intro.text')}</p>
      </header>
      <PromoCarousel />
      <OnboardingTimeline
        person={person.data?.verify_status ?? null}
        isPersonLoading={person.isPending || application.isLoading}
        application={application}
      />
      <PaymentMethods />
      <SellingPoints />
    </div>
  );
}
