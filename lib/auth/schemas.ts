/**
 * Input schemas of sign-in, user administration and the account page. Client-safe: the admin and account
 * forms validate with these very schemas before anything is sent, and the services parse with them again.
 * (The common-password check needs the list and runs on the server only: `passwordProblem()`.)
 */
import { z } from 'zod';
import { bool, enumOf, integer, messages, text } from '@/lib/validation/fields';
import { ROLES } from './roles';

/** "The email field is required." when missing, "The email must be a string." for another type. */
const requiredString = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} must be a string.`) });

export const loginSchema = z.object({
  email: requiredString('email')
    .trim()
    .min(1, 'The email field is required.')
    .max(254, 'The email may not be greater than 254 characters.')
    .pipe(z.email('The email must be a valid email address.')),
  password: requiredString('password').min(1, 'The password field is required.').max(200, 'The password may not be greater than 200 characters.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8–128 characters (not trimmed: spaces are part of a passphrase). */
export function newPassword(label = 'password') {
  return z
    .string({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? messages.required(label) : messages.text(label)) })
    .min(1, messages.required(label))
    .min(PASSWORD_MIN, `The ${label} must be at least ${PASSWORD_MIN} characters.`)
    .max(PASSWORD_MAX, messages.tooLong(label, PASSWORD_MAX));
}

const email = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? messages.required('email') : messages.text('email')) })
    .min(1, messages.required('email'))
    .max(254, messages.tooLong('email', 254))
    .pipe(z.email({ error: messages.email('email') })),
);

export const roleField = enumOf(ROLES, 'role');

export const createUserSchema = z.object({
  name: text('name', { max: 120 }),
  email,
  password: newPassword(),
  role: roleField.default('Viewer'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PATCH /api/users/{id}: what is sent changes; the email is the sign-in name and stays. */
export const updateUserSchema = z.object({
  name: text('name', { max: 120 }).optional(),
  role: roleField.optional(),
  active: bool('active').optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
  }
};

/** An Admin sets a new password for someone (they must change nothing else to use it). */
export const resetPasswordSchema = z
  .object({ password: newPassword(), password_confirmation: z.string({ error: messages.required('password confirmation') }) })
  .superRefine(confirmed);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Anyone changes their own password with the current one. */
export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: messages.required('current password') }).min(1, messages.required('current password')).max(200),
    password: newPassword('new password'),
    password_confirmation: z.string({ error: messages.required('password confirmation') }),
  })
  .superRefine(confirmed);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** A named integration token from /account. */
export const createTokenSchema = z.object({
  name: text('name', { max: 80 }),
  expires_in_days: integer('expires in days', { min: 1, max: 365 }).default(30),
});
export type CreateTokenInput = z.input<typeof createTokenSchema>;
