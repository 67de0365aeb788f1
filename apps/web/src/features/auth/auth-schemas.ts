import { z } from 'zod';

/** Better Auth's default password policy: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInValues = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email,
  password,
});
export type SignUpValues = z.infer<typeof SignUpSchema>;

export const EmailOnlySchema = z.object({ email });
export type EmailOnlyValues = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, 'Please repeat your new password') })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof ResetPasswordSchema>;
