import { memo, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { LabelledField } from './text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A labelled select whose hint and error are tied to it (memoised: long option lists stay cheap). */
export const SelectField = memo(function SelectField({
  label,
  options,
  hint,
  error,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
});

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with its hint and error tied to it. */
export function TextAreaField({ label, hint, error, className, ref, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} ref={ref} {...rest} />}
    </LabelledField>
  );
}
