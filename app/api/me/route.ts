import { apiHandler } from '@/lib/api/handler';
import { publicUser } from '@/lib/auth/types';

export const GET = apiHandler(async ({ user }) => (user ? publicUser(user) : null));
