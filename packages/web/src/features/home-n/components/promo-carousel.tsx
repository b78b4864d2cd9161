import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { barPercent } from './carousel-timing.ts';
import { useCarousel } from './use-carousel.ts';

const SLIDES = ['wallets', 'cards', 'anywhere', 'safety', 'licence'] as const;

/** The five-item promotional carousel of 002 §2, with its progress bars (each also a button to its slide). */
export function PromoCarousel() {
  const { t } = useTranslation('home-n');
  const carousel = useCarousel(SLIDES.length);
  const current = SLIDES[carousel.position.index]!;
  return (
    <section
      className="home-n-carousel"
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={() => carousel.hold(false)}
      data-testid="home-n-carousel"
    >
      <div
        className={`home-n-carousel__slide home-n-carousel__slide--${current}`}
        role="group"
        aria-roledescription={t('carousel.slide_role')}
        aria-label={t('carousel.position', { index: carousel.position.index + 1, count: SLIDES.length })}
        aria-live={carousel.isRunning ? 'off' : 'polite'}
        data-testid="home-n-slide"
        data-slide={carousel.position.index}
      >
        <h2>{t(`carousel.${current}.title`)}</h2>
        <p>{t(`carousel.${current}.text`)}</p>
      </div>
      <div className="home-n-carousel__controls">
        <Button
          size="small"
          icon={carousel.isPausedByUser ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
          onClick={carousel.togglePause}
          aria-pressed={carousel.isPausedByUser}
        >
          {carousel.isPausedByUser ? t('carousel.play') : t('carousel.pause')}
        </Button>
        <div className="home-n-carousel__bars">
          {SLIDES.map((slide, index) => (
            <button
              key={slide}
              type="button"
              className="home-n-carousel__bar"
              aria-label={t('carousel.show', { index: index + 1, title: t(`carousel.${slide}.title`) })}
              aria-current={index === carousel.position.index}
              onClick={() => carousel.show(index)}
            >
              <span style={{ width: `${barPercent(index, carousel.position)}%` }} />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
