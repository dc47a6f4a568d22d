import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses the common list and its usual decorations', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(300);
    for (const p of ['password', 'Password1', 'PASSWORD123!', 'qwerty123', 'letmein!', 'Welcome2025', 'admin123', 'demo-password-123', 'Summer2024!', '2024password', 'moldline1']) {
      expect(passwordProblem(p), p).toBe('This password is too common. Choose one that is harder to guess.');
    }
  });
  it('refuses repeats and runs', () => {
    for (const p of ['aaaaaaaa', 'abcdefgh', '87654321', 'abababab', 'xyzxyzxyz']) expect(passwordProblem(p), p).toMatch(/too easy to guess|too common/);
  });
  it('refuses the email name or the person’s name', () => {
    expect(passwordProblem('jsmith-2024', { email: 'jsmith@plant.example' })).toBe('The password may not contain your email address.');
    expect(passwordProblem('Dana Reyes', { name: 'Dana Reyes' })).toBe('The password may not be your name.');
  });
  it('accepts a real passphrase', () => {
    for (const p of ['Granite-Otter-42', 'correct horse battery staple', 'mold shop 7 day shift']) expect(passwordProblem(p, { email: 'dana@plant.example', name: 'Dana' }), p).toBeNull();
  });
});
