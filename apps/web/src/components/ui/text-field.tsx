import { useId, type InputHTMLAttributes, type Ref } from 'react';

/** The border, padding and error colour every text field, select and textarea share. */
export const fieldClass = (error: string | undefined) =>
  `min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm ${error ? 'border-error' : 'border-gray-500'}`;

/** A field's hint and error, with the ids its aria-describedby points to. */
export function FieldNotes({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
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
    </>
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

/** A labelled input whose hint and error are tied to it for assistive technology. */
export function TextField({ label, hint, error, className = '', ref, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={fieldClass(error)}
        {...rest}
      />
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
