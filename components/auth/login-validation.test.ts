import { describe, expect, it } from 'vitest';
import { loginFailureMessage, validateLogin } from './login-validation';

describe('login form rules', () => {
  it('requires a valid email and a password', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin('nope', 'x')).toEqual({ email: 'Please enter a valid email address' });
    expect(validateLogin(' admin@example.com ', 'x')).toEqual({});
  });
  it('shows the server message, else Login failed, else the request-error text', () => {
    expect(loginFailureMessage({ ok: false, error: 'Invalid credentials' })).toBe('Invalid credentials');
    expect(loginFailureMessage({ ok: false, error: 'Too many login attempts. Try again in 30 seconds.' })).toBe('Too many login attempts. Try again in 30 seconds.');
    expect(loginFailureMessage({ ok: false, error: null })).toBe('Login failed');
    expect(loginFailureMessage(null)).toBe('Invalid credentials. Please try again.');
  });
});
