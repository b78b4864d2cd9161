import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { tShared } from '../../../i18n/i18n.ts';
import { toastError } from '../../../lib/notify.ts';
import { useCountries } from '../api/get-countries.ts';
import { useSubmitPerson } from '../api/submit-person.ts';
import { IdDocumentFields } from './id-document-fields.tsx';
import { checkPerson, type PersonFormValues } from './person-form-values.ts';
import { PersonalFields } from './personal-fields.tsx';

interface PersonFormProps {
  initialValues: PersonFormValues;
  onSubmitted: () => void;
}

/**
 * Adding or (after a rejection) editing the personal verification. The values are checked with the contract's
 * schema before sending, each failure shown on its field and summed up in the spec's toast; the server checks the
 * same again, and the regions and images besides.
 */
export function PersonForm({ initialValues, onSubmitted }: PersonFormProps) {
  const { t, i18n } = useTranslation('kyc');
  const [form] = Form.useForm<PersonFormValues>();
  const submit = useSubmitPerson();
  const countries = useCountries(i18n.language);
  const countryOptions = (countries.data ?? []).map((country) => ({ value: country.id, label: country.name }));
  const regionName = (region: { name: string; en_name: string }) =>
    i18n.language === 'zh_CN' ? region.name : region.en_name;

  const onFinish = async () => {
    const checked = checkPerson(form.getFieldsValue(true) as PersonFormValues);
    if (!checked.ok) {
      form.setFields(checked.errors.map(({ field, key }) => ({ name: field, errors: [tShared(key)] })));
      toastError(tShared('kyc.submit_failed'));
      return;
    }
    await submit.mutateAsync(checked.body);
    onSubmitted();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void onFinish().catch(() => undefined)}
      onFinishFailed={() => toastError(tShared('kyc.submit_failed'))}
      data-testid="person-form"
    >
      <Card title={t('section.person')}>
        <PersonalFields countries={countryOptions} regionName={regionName} />
      </Card>
      <Card title={t('section.document')} style={{ marginTop: 16 }}>
        <IdDocumentFields countries={countryOptions} regionName={regionName} />
      </Card>
      <Button type="primary" htmlType="submit" loading={submit.isPending} style={{ marginTop: 16 }}>
        {t('submit')}
      </Button>
    </Form>
  );
}
