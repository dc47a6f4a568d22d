import { describe, expect, it } from 'vitest';
import { routeErrorFor } from './route-errors';

describe('routeErrorFor (the failing screen’s text, spec §8)', () => {
  it('gives a list its own text and heading, a record its text and a way back', () => {
    expect(routeErrorFor('/molds')).toMatchObject({ title: 'Failed to load molds', heading: { title: 'Mold Management' } });
    expect(routeErrorFor('/molds/42')).toMatchObject({ title: 'Failed to load the mold', back: { href: '/molds', label: 'Back to Molds' } });
    expect(routeErrorFor('/molds/42/print')).toMatchObject({ title: 'Failed to load the mold' });
    expect(routeErrorFor('/products/7/bom')).toMatchObject({ title: 'Failed to load product details' });
    expect(routeErrorFor('/production')).toMatchObject({ title: 'Failed to load work orders' });
    expect(routeErrorFor('/production/work-orders/3')).toMatchObject({ title: 'Failed to load the work order', back: { href: '/production' } });
    expect(routeErrorFor('/inventory/lots/5/label')).toMatchObject({ title: 'Failed to load the lot label', back: { href: '/inventory' } });
    expect(routeErrorFor('/shop-floor/4')).toMatchObject({ title: 'Failed to load the press', back: { href: '/shop-floor' } });
    expect(routeErrorFor('/shop-floor')).toMatchObject({ title: 'Failed to load the shop floor' });
    expect(routeErrorFor('/scorecard-dashboard')).toMatchObject({ title: 'Failed to load dashboard data' });
    expect(routeErrorFor('/suppliers/9/')).toMatchObject({ title: 'Failed to load supplier' });
    expect(routeErrorFor('/account')).toMatchObject({ title: 'Failed to load your account', heading: { title: 'Account' } });
    expect(routeErrorFor('/admin/users/3')).toMatchObject({ title: 'Failed to load the user', back: { href: '/admin/users' } });
  });

  it('every other page gets the general text', () => {
    for (const path of ['/dashboard', '/quality', '/', null, '/moldsx']) {
      expect(routeErrorFor(path)).toEqual({ title: 'Something went wrong', what: 'This page could not be loaded.' });
    }
  });
});
