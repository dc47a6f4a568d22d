import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import AppError from '@/app/(app)/error';
import { ScreenError } from './route-error';

vi.mock('next/navigation', () => ({
  usePathname: () => '/molds',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));

describe('the error boundary of app/(app)', () => {
  it('draws a short notice until the failure screen has loaded (its code is not part of every page)', () => {
    const html = renderToStaticMarkup(<AppError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain('This page could not be shown.');
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('Failed to load');
  });

  it("the failure screen says the failing page's text, keeps its heading and offers Try again", () => {
    const list = renderToStaticMarkup(<ScreenError pathname="/molds" reset={() => {}} />);
    expect(list).toContain('Mold Management');
    expect(list).toContain('Failed to load molds');
    expect(list).toContain('Try again');
    const record = renderToStaticMarkup(<ScreenError pathname="/suppliers/12" reset={() => {}} />);
    expect(record).toContain('Failed to load supplier');
    expect(record).toMatch(/<a[^>]*href="\/suppliers"[^>]*>Back to Suppliers<\/a>/);
  });
});
