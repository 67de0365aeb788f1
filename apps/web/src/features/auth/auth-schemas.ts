import { lazySchema, PROFILE_NAME_MAX } from '@lv/domain';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

/** Better Auth's default password policy: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password field's hint, in the page's language. */
export const passwordHint = (): string => t`At least ${PASSWORD_MIN_LENGTH} characters.`;

/*
 * Each schema is built when a form first checks it (lazySchema), not when the screen's module runs;
 * their messages are functions, read when a field fails (in the page's language).
 */
const email = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: () => t`Email is required` })
    .pipe(z.email({ error: () => t`Please enter a valid email address` })),
);

const password = lazySchema(() =>
  z
    .string()
    .min(1, { error: () => t`Password is required` })
    .min(PASSWORD_MIN_LENGTH, {
      error: () => t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: () => t`Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
);

export const SignInSchema = lazySchema(() =>
  z.object({
    email,
    password: z.string().min(1, { error: () => t`Password is required` }),
  }),
);
export type SignInValues = z.infer<typeof SignInSchema>;

export const SignUpSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t`Name is required` })
      // The profile's limit, which the server holds every way of setting a name to.
      .max(PROFILE_NAME_MAX, { error: () => t`Name is too long` }),
    email,
    password,
  }),
);
export type SignUpValues = z.infer<typeof SignUpSchema>;

export const EmailOnlySchema = lazySchema(() => z.object({ email }));
export type EmailOnlyValues = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = lazySchema(() =>
  z
    .object({
      password,
      confirmPassword: z.string().min(1, { error: () => t`Please repeat your new password` }),
    })
    .refine((values) => values.password === values.confirmPassword, {
      error: () => t`The two passwords do not match`,
      path: ['confirmPassword'],
    }),
);
export type ResetPasswordValues = z.infer<typeof ResetPasswordSchema>;
