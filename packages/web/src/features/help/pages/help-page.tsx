import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HELP_SECTIONS } from '../lib/help-sections.ts';
import '../help.css';

/**
 * /help: the merchant's help, in the interface language — how to get started, find a payment, get paid, manage the
 * team, use the back office on a phone, get QR posters and devices, and (for developers) the merchant API guide. The
 * header's help, app and device links land here, on their section; the developer API reference is not for merchants.
 */
export default function HelpPage() {
  const { t } = useTranslation('help');
  const { hash } = useLocation();

  // The section named by the address (#devices from the header) is scrolled into view once the page has drawn
  // (the next frame: the cards above it have their height by then).
  useEffect(() => {
    if (!hash) return undefined;
    const frame = window.requestAnimationFrame(() => document.getElementById(hash.slice(1))?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <div className="help-page" data-testid="help-page">
      <Card>
        <Typography.Title level={2} className="help-page__title">
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <nav aria-label={t('contents')}>
          <ul className="help-page__contents">
            {HELP_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(`sections.${section.id}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      {HELP_SECTIONS.map((section) => (
        <Card key={section.id} id={section.id} className="help-page__section" data-testid={`help-${section.id}`}>
          <Typography.Title level={3} className="help-page__heading">
            {t(`sections.${section.id}.title`)}
          </Typography.Title>
          <Typography.Paragraph>{t(`sections.${section.id}.text`)}</Typography.Paragraph>
          {section.links.length > 0 ? (
            <ul className="help-page__links">
              {section.links.map((link) => (
                <li key={link.key}>
                  {link.isServed ? (
                    <a href={link.to}>{t(`links.${link.key}`)}</a>
                  ) : (
                    <Link to={link.to}>{t(`links.${link.key}`)}</Link>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
