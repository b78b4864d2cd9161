import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Re-checks the fields that show an error when the language changes, so their messages switch language too. */
export function useRevalidateOnLanguage(form: FormInstance): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (failing.length > 0) form.validateFields(failing).catch(() => undefined);
  }, [form, language]);
}
