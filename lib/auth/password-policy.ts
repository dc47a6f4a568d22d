import { isCommonPassword } from './common-passwords';

/** Strips what people add to a common word to pass a rule: digits, a year, punctuation ("Password2024!"). */
function core(password: string): string {
  return password
    .toLowerCase()
    .replace(/[\s!@#$%^&*.?_\-+=~]+$/g, '')
    .replace(/\d+$/g, '')
    .replace(/[\s!@#$%^&*.?_\-+=~]+$/g, '')
    .replace(/^\d+/g, '');
}

function isRunOrRepeat(password: string): boolean {
  const p = password.toLowerCase();
  if (/^(.)\1+$/.test(p)) return true;
  if (/^(..?.?)\1+$/.test(p)) return true; // abab…, abcabc…
  const codes = [...p].map((c) => c.charCodeAt(0));
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/**
 * Why a real user's new password is refused, or null. Server-side (the list stays off the browser bundle);
 * the answer is a 422 on the password field. Length rules are in the schema (`newPassword()`).
 */
export function passwordProblem(password: string, who: { email?: string | null; name?: string | null } = {}): string | null {
  const lower = password.toLowerCase();
  const base = core(password);
  if (isCommonPassword(lower) || (base.length >= 4 && isCommonPassword(base))) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  if (isRunOrRepeat(password)) return 'This password is too easy to guess (a repeated or consecutive sequence).';
  const local = who.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 3 && lower.includes(local)) return 'The password may not contain your email address.';
  const name = who.name?.trim().toLowerCase();
  if (name && name.length >= 3 && (lower === name || base === name.replace(/\s+/g, ''))) return 'The password may not be your name.';
  return null;
}
