import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@mbo/contracts/calls/kyc';
import { useCountries } from '../api/get-countries.ts';
import { useRegions } from '../api/get-regions.ts';

/** A submitted verification, read-only (under review or passed). */
export function PersonView({ person }: { person: PersonDetail }) {
  const { t, i18n } = useTranslation('kyc');
  const countries = useCountries(i18n.language);
  const provinces = useRegions(person.residence_country);
  const cities = useRegions(person.province_id);
  const states = useRegions(person.issue_state ? person.issue_country : null);
  const countryName = (id: number) => countries.data?.find((country) => country.id === id)?.name ?? String(id);
  const regionName = (rows: { id: number; name: string; en_name: string }[] | undefined, id: number | null) => {
    const row = rows?.find((region) => region.id === id);
    return row ? (i18n.language === 'zh_CN' ? row.name : row.en_name) : '';
  };
  const image = (file: PersonDetail['front_img'], label: string) =>
    file ? <Image src={file.url} alt={label} width={160} className="kyc-image__preview" /> : '—';

  return (
    <div data-testid="person-view">
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('fields.nationality')}>{countryName(person.nationality)}</Descriptions.Item>
        <Descriptions.Item label={t('view.name')}>
          {[person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.birthday')}>{person.birthday}</Descriptions.Item>
        <Descriptions.Item label={t('fields.gender')}>{t(`gender.${person.gender}`)}</Descriptions.Item>
        <Descriptions.Item label={t('view.address')}>
          {[
            person.street,
            regionName(cities.data, person.city_id),
            regionName(provinces.data, person.province_id),
            person.postcode,
            countryName(person.residence_country),
          ]
            .filter(Boolean)
            .join(', ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.id_type')}>
          {t(`id_type.${person.id_type}`)} · {countryName(person.issue_country)}
          {person.issue_state ? ` · ${regionName(states.data, person.issue_state)}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.id_number')}>{person.id_number}</Descriptions.Item>
        <Descriptions.Item label={t('fields.id_expiry')}>{person.id_expiry}</Descriptions.Item>
        <Descriptions.Item label={t('fields.front_img')}>
          {image(person.front_img, t('fields.front_img'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.back_img')}>
          {image(person.back_img, t('fields.back_img'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.selfie_img')}>
          {image(person.selfie_img, t('fields.selfie_img'))}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
