import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_TYPES, idHasBack, MAX_SHAREHOLDERS, peopleNeedingIds } from '@mbo/contracts/resellers/add-merchant-schema';
import { useCompanyRoles } from '../../../components/application-form/use-onboarding-lookups.ts';
import { OnboardingUpload } from '../../../components/onboarding-upload.tsx';
import type { ShareholderValues } from '../lib/add-merchant-values.ts';
import { RESELLER_UPLOAD_KIND, RESELLER_UPLOAD_TYPES } from '@mbo/contracts/uploads';

/** The selfie is a photo: the reseller kind's image types (the server refuses a PDF selfie at submit). */
const SELFIE_TYPES = RESELLER_UPLOAD_TYPES.filter((type) => type !== 'pdf');

/** Who of the typed share list gives an ID (the contract's rule: the legal person and every holder of ≥ 25 %). */
export const needingIds = (people: readonly ShareholderValues[]): Set<number> =>
  new Set(
    peopleNeedingIds(
      people.map((person) => ({
        share_percent: person.share_percent ?? 0,
        position_type: person.position_type ?? -1,
      })),
    ),
  );

/**
 * Step 4, personal IDs: the share list (name, share, position); the form works out who gives an ID and asks each of
 * them for its type and pages (a licence or an ID card front and back, a passport's first page); the legal person
 * also gives one selfie holding the ID. This is also the sub-reseller flow's legal representative ID.
 */
export function ShareList() {
  const { t, i18n } = useTranslation('reseller-onboarding');
  const roles = useCompanyRoles(i18n.language);
  const people = (Form.useWatch('shareholders') as ShareholderValues[] | undefined) ?? [];
  const needing = needingIds(people);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('ids.intro')}</Typography.Paragraph>
      <Form.List name="shareholders">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field) => {
              const person = people[field.name] ?? {};
              const number = field.name + 1;
              const needsId = needing.has(field.name);
              return (
                <Card
                  key={field.key}
                  size="small"
                  data-testid={`shareholder-${field.name}`}
                  title={
                    <Flex gap={8} align="center">
                      {t('ids.person', { number })}
                      {needsId ? <Tag color="blue">{t('ids.needs_id')}</Tag> : null}
                    </Flex>
                  }
                  extra={
                    fields.length > 1 ? (
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('ids.remove', { number })}
                        onClick={() => remove(field.name)}
                      />
                    ) : null
                  }
                >
                  <Flex gap={12} wrap>
                    <Form.Item name={[field.name, 'name']} label={t('ids.name')} required style={{ width: 260 }}>
                      <Input maxLength={100} data-testid={`shareholder-name-${field.name}`} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'share_percent']}
                      label={t('ids.share')}
                      required
                      style={{ width: 140 }}
                    >
                      <InputNumber
                        min={0}
                        max={100}
                        step={0.01}
                        precision={2}
                        suffix="%"
                        style={{ width: '100%' }}
                        data-testid={`shareholder-share-${field.name}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'position_type']}
                      label={t('ids.position')}
                      required
                      style={{ width: 260 }}
                    >
                      <Select
                        data-testid={`shareholder-position-${field.name}`}
                        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.value }))}
                      />
                    </Form.Item>
                  </Flex>
                  {needsId ? (
                    <Flex gap={12} wrap>
                      <Form.Item
                        name={[field.name, 'id_type']}
                        label={t('ids.id_type')}
                        required
                        style={{ width: 260 }}
                      >
                        <Select
                          data-testid={`shareholder-id-type-${field.name}`}
                          options={ID_TYPES.map((type) => ({ value: type, label: t(`ids.type_${type}`) }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'id_front_url']}
                        label={person.id_type && !idHasBack(person.id_type) ? t('ids.first_page') : t('ids.front')}
                        required
                      >
                        <OnboardingUpload
                          label={t('ids.front_of', { number })}
                          kind={RESELLER_UPLOAD_KIND}
                          testId={`upload-id-front-${field.name}`}
                        />
                      </Form.Item>
                      {person.id_type && idHasBack(person.id_type) ? (
                        <Form.Item name={[field.name, 'id_back_url']} label={t('ids.back')} required>
                          <OnboardingUpload
                            label={t('ids.back_of', { number })}
                            kind={RESELLER_UPLOAD_KIND}
                            testId={`upload-id-back-${field.name}`}
                          />
                        </Form.Item>
                      ) : null}
                    </Flex>
                  ) : null}
                </Card>
              );
            })}
            {fields.length < MAX_SHAREHOLDERS ? (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', share_percent: null, position_type: 0, id_type: null })}
                style={{ alignSelf: 'flex-start' }}
                data-testid="add-shareholder"
              >
                {t('ids.add')}
              </Button>
            ) : null}
          </Flex>
        )}
      </Form.List>
      <Form.Item name="legal_person_selfie_url" label={t('ids.selfie')} extra={t('ids.selfie_hint')} required>
        <OnboardingUpload
          label={t('ids.selfie')}
          kind={RESELLER_UPLOAD_KIND}
          only={SELFIE_TYPES}
          testId="upload-selfie"
        />
      </Form.Item>
    </Flex>
  );
}
