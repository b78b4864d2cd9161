import { useTranslation } from 'react-i18next';

/** The methods of 002 §1, each as a plain text badge in its brand-like colour (our own marks, no artwork). */
const METHODS = [
  { key: 'wechat', mark: 'WeChat Pay', colour: '#1aad19' },
  { key: 'alipay', mark: 'Alipay', colour: '#1677ff' },
  { key: 'unionpay', mark: 'UnionPay', colour: '#d4242a' },
  { key: 'poli', mark: 'POLi', colour: '#0a6ebd' },
  { key: 'visa', mark: 'VISA', colour: '#1a1f71' },
  { key: 'master', mark: 'Mastercard', colour: '#eb5f00' },
  { key: 'applepay', mark: 'Apple Pay', colour: '#111111' },
  { key: 'googlepay', mark: 'Google Pay', colour: '#3c4043' },
] as const;

export function PaymentMethods() {
  const { t } = useTranslation('home-n');
  return (
    <section className="home-n-section" aria-labelledby="home-n-methods">
      <h2 id="home-n-methods">{t('methods.title')}</h2>
      <ul className="home-n-methods" data-testid="home-n-methods">
        {METHODS.map((method) => (
          <li key={method.key} className="home-n-methods__item">
            <span className="home-n-methods__badge" style={{ background: method.colour }} aria-hidden>
              {method.mark}
            </span>
            <span>{t(`methods.${method.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
