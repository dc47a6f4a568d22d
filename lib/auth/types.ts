import type { PublicUserDto } from './dto';

/** The signed-in caller, as every service sees it. */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: string;
  /**
   * How this request was signed in: the browser session or the bearer token it came with. Lets a user's own
   * password change keep the session they are using while it ends the others. Never sent to clients.
   */
  credential?: { via: 'session'; sessionId: number } | { via: 'token'; tokenId: number };
};

/** The fields of a user any client may see about themselves (`GET /api/me`). */
export function publicUser(u: SessionUser): PublicUserDto {
  // The role column is the user_role enum (ROLES); SessionUser keeps it a string.
  return { id: u.id, name: u.name, email: u.email, role: u.role as PublicUserDto['role'] };
}
