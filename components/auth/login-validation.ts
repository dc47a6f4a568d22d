/** Client-side checks of the login form (spec 1 §5): email required and valid; password required. */
export type LoginErrors = { email?: string; password?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** The message shown after a failed sign-in (spec 1 §8). */
export function loginFailureMessage(result: { ok?: boolean; error?: string | null } | undefined | null): string {
  if (!result) return 'Invalid credentials. Please try again.';
  if (result.error && result.error !== 'CredentialsSignin') return result.error;
  return 'Login failed';
}
