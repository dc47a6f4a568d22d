import { z } from 'zod';
import { userRole } from '@/db/schema';

export const loginSchema = z.object({
  email: z.string({ error: 'The email field is required.' }).trim().min(1, 'The email field is required.').email('The email must be a valid email address.'),
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  email: z.string().trim().toLowerCase().email('The email must be a valid email address.'),
  password: z.string().min(8, 'The password must be at least 8 characters.').max(200),
  role: z.enum(userRole.enumValues).default('Viewer'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
