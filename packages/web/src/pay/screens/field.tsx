import type { ReactNode } from 'react';
import type { PayKey } from '../i18n.ts';
import { usePay } from '../pay-context.ts';

/** What a control needs to announce its error: invalid, and described by the error's text. */
export function errorAttributes(id: string, error: PayKey | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** A field's error message (a catalogue key), tied to its control by `errorAttributes`. */
export function FieldError({ id, error }: { id: string; error: PayKey | undefined }) {
  const { t } = usePay();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="pay-field-error">
      {t(error)}
    </p>
  );
}

/** A labelled field with its error below; the control comes as `children` (with `errorAttributes` on it). */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: PayKey | undefined;
  children: ReactNode;
}) {
  return (
    <div className="pay-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
