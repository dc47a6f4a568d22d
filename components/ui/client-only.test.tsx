import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from './client-only';

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('clientOnly', () => {
  it('draws the fallback on the server, also once its code is loaded (hydration sees what the server drew)', async () => {
    const load = vi.fn(async () => Loaded);
    const Lazy = clientOnly(load, { fallback: () => <div className="skeleton" /> });
    expect(renderToStaticMarkup(<Lazy text="chart" />)).toBe('<div class="skeleton"></div>');
    expect(load).not.toHaveBeenCalled(); // nothing loads while rendering on the server
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(renderToStaticMarkup(<Lazy text="chart" />)).toBe('<div class="skeleton"></div>');
  });

  it("gives the fallback the component's props (a page form's placeholder draws the same form)", () => {
    const Lazy = clientOnly(async () => Loaded, { fallback: ({ text }) => <p aria-busy="true">{text}</p> });
    expect(renderToStaticMarkup(<Lazy text="Report Production" />)).toBe('<p aria-busy="true">Report Production</p>');
  });

  it('draws nothing without a fallback; preloading twice downloads once', async () => {
    const load = vi.fn(async () => Loaded);
    const Lazy = clientOnly(load);
    expect(renderToStaticMarkup(<Lazy text="x" />)).toBe('');
    Lazy.preload();
    Lazy.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failed download is tried again by the next attempt', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Loaded);
    const Lazy = clientOnly(load);
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    Lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('whenVisible: the server draws the fallback in a box the browser can watch, and nothing loads yet', () => {
    const load = vi.fn(async () => Loaded);
    const Lazy = clientOnly(load, { fallback: () => <div className="skeleton" />, whenVisible: true });
    expect(renderToStaticMarkup(<Lazy text="chart" />)).toBe('<div><div class="skeleton"></div></div>');
    expect(load).not.toHaveBeenCalled();
  });
});
