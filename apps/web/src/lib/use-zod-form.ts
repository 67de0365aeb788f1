import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';
import { domainText } from './i18n/domain-text';
import type { FieldErrors } from './field-errors';

/** A schema whose input is a form's values (an object of fields). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A field's registration with its starting value as a prop (`defaultValue` for text, numbers and
 * choices in a select, `defaultChecked` for a checkbox), so the server's HTML shows a prefilled
 * form before the script runs: react-hook-form alone sets values through the field's ref, which
 * only runs in the browser. A radio group takes `defaultValue` out and checks the matching radio.
 */
export type FieldRegistration = UseFormRegisterReturn & {
  defaultValue?: string | number;
  defaultChecked?: boolean;
};

type ZodFormReturn<S extends FormSchema> = Omit<
  UseFormReturn<z.input<S>, unknown, z.output<S>>,
  'register'
> & {
  register: <N extends FieldPath<z.input<S>>>(
    name: N,
    options?: RegisterOptions<z.input<S>, N>,
  ) => FieldRegistration;
};

/**
 * The one way to write a form: react-hook-form checked by a domain schema (the same one the server
 * parses with), so a field's message before sending is the server's message after. The submit
 * handler receives the schema's output (trimmed, cleaned, coerced).
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodFormReturn<S> {
  // Made at the form's first check, not as it renders: reading the schema builds it (lazySchema),
  // and a form's first render is part of the commit that hydrates its page (issue 18). Kept with
  // its schema: a form whose schema depends on the day (the impact log's, the CPD record's) checks
  // with the schema of the render that made this resolver.
  const check = useRef<{ schema: S; resolve: Resolver<z.input<S>, unknown, z.output<S>> }>(undefined);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    // The domain schema words its messages in English (the spec's): shown in the page's language.
    resolver: async (...args) => {
      if (check.current?.schema !== schema) check.current = { schema, resolve: zodResolver(schema) };
      const result = await check.current.resolve(...args);
      inPageLanguage(result.errors);
      return result;
    },
  });
  const { register: registerField, formState, getFieldState, getValues, reset } = form;
  const startingValues = formState.defaultValues;
  // A field the reader changed in the server's HTML before the page was live: react-hook-form
  // keeps its value (isEditedBeforeReady) but not in the state it renders from, so isDirty stays
  // false until the next keystroke. A reset to the same values, keeping everything else, renders
  // the form with what it knows.
  useEffect(() => {
    const values = getValues();
    if (Object.keys(values).some((name) => getFieldState(name as FieldPath<z.input<S>>).isDirty))
      reset(values, { keepDefaultValues: true, keepFieldsRef: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true, keepIsValid: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the form goes live
  }, []);
  // Each field's registration as it was last handed out, with the options it was made with.
  const handedOut = useRef(new Map<string, { registration: FieldRegistration; options: object | undefined }>());
  const register = useCallback(
    <N extends FieldPath<z.input<S>>>(name: N, fieldOptions?: RegisterOptions<z.input<S>, N>) => {
      const registration: FieldRegistration = registerField(name, fieldOptions);
      const start: unknown = get(startingValues, name);
      if (typeof start === 'boolean') registration.defaultChecked = start;
      else if (typeof start === 'string' || typeof start === 'number') registration.defaultValue = start;
      // react-hook-form makes a new `ref` callback for each call. Handing the field the one it
      // already has when nothing else changed keeps its props equal, so a memoised field (TextField,
      // SelectField, TextAreaField) does not render again, nor React detach and attach its ref,
      // when the form renders for something else: react-hook-form renders the whole form once as
      // it goes live (isReady, in a layout effect), which made hydrating a form one long task (ADR 028).
      const last = handedOut.current.get(name);
      if (last && sameEntries(last.options, fieldOptions) && sameEntries(last.registration, registration, 'ref'))
        return last.registration;
      handedOut.current.set(name, { registration, options: fieldOptions });
      return registration;
    },
    [registerField, startingValues],
  );
  // A reset makes react-hook-form forget its fields' elements (unless keepFieldsRef): it finds them
  // again through the new `ref` callbacks of the next render, so the next render hands out new ones.
  const resetForm = useCallback<typeof reset>(
    (values, resetOptions) => {
      handedOut.current.clear();
      reset(values, resetOptions);
    },
    [reset],
  );
  return { ...form, register, reset: resetForm };
}

/** The same keys with the same values (`Object.is`), leaving out `except`; two undefineds are the same. */
function sameEntries(a: object | undefined, b: object | undefined, except?: string): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a).filter((key) => key !== except);
  return (
    keys.length === Object.keys(b).filter((key) => key !== except).length &&
    keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Puts every message of a resolver's (nested) field errors into the page's language, in place. */
function inPageLanguage(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') (errors as { message: string }).message = domainText(value);
    else inPageLanguage(value);
  }
}

/** Puts messages keyed by field path on the form ('_' is the form as a whole: `errors.root`). */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: FieldErrors,
): void {
  for (const [path, message] of Object.entries(fields))
    setError(path === '_' ? 'root' : (path as Path<T>), { message });
}

/**
 * Puts a failed save's messages on the form: the server's field messages (same paths as the
 * domain schema's) on their fields, anything else on the form as a whole (`errors.root`), with
 * `fallback` when the network failed or the error is not the server's.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): void {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) {
    for (const [path, message] of Object.entries(error.fields))
      setError(path as Path<T>, { message });
  } else {
    setError('root', {
      message: error instanceof ApiError && error.status !== 0 ? error.message : fallback,
    });
  }
}
