import {
  memo,
  useId,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FieldNotes, fieldClass } from './text-field';

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
  className = '',
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass(error)}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
});

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with its hint and error tied to it. */
export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ref,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass(error)}
        {...rest}
      />
      <FieldNotes hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}
