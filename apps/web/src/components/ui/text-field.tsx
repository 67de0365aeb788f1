import { memo, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A label over a control, with the hint and error under it tied to the control for assistive
 * technology. Text fields, selects and textareas render their control through `children`.
 */
export function LabelledField({
  label,
  hint,
  error,
  className = '',
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm ${error ? 'border-error' : 'border-gray-500'}`,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Help shown under the field, e.g. a password rule. */
  hint?: string;
  /** The field's validation message, shown next to it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it for assistive technology. Memoised: a form
 * that renders again for one field's error leaves the others be (`useZodForm` hands a field the
 * same registration while it is unchanged).
 */
export const TextField = memo(function TextField({ label, hint, error, className, ref, ...rest }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} ref={ref} {...rest} />}
    </LabelledField>
  );
});
