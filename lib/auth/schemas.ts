import { z } from 'zod';
import { userRole } from '@/db/schema';

/** "The email field is required." when missing, "The email must be a string." for another type. */
const requiredString = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} must be a string.`) });

export const loginSchema = z.object({
  email: requiredString('email').trim().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.'),
  password: requiredString('password').min(1, 'The password field is required.').max(200, 'The password may not be greater than 200 characters.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  email: z.string().trim().toLowerCase().email('The email must be a valid email address.'),
  password: z.string().min(8, 'The password must be at least 8 characters.').max(200),
  role: z.enum(userRole.enumValues).default('Viewer'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
