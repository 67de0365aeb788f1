import { memo, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { LabelledField } from './text-field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** A first, empty option ("Choose…") for a select that starts with nothing chosen. */
  placeholder?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * The one labelled select of the app, its hint and error tied to it (memoised: long option lists
 * stay cheap). Also on the prerendered landing page: it adds nothing to its budget beyond
 * `LabelledField`, which the text fields there already bring.
 */
export const SelectField = memo(function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
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

/** A labelled multi-line text field with its hint and error tied to it (memoised, as TextField is). */
export const TextAreaField = memo(function TextAreaField({ label, hint, error, className, ref, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...control} ref={ref} {...rest} />}
    </LabelledField>
  );
});
