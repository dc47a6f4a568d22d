import bcrypt from 'bcryptjs';

/** bcrypt cost 12 (CONTRACT §2 asks ≥ 10). */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = '$2b$12$vFRfNJ1pFM/uZT2iVvFSR.bdidJygaT8kI3UqSRD0lH8vW2kDyKoK';

export async function burnPasswordCheck(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}
