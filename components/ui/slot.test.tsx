/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors: the test is about the element Slot clones, not navigation */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot (asChild)', () => {
  it('renders the child with the slot props: classes joined, the child winning other props', () => {
    const html = renderToStaticMarkup(
      <Slot className="a" title="slot" data-state="closed">
        <a href="/x" className="b" title="child">
          X
        </a>
      </Slot>,
    );
    expect(html).toBe('<a href="/x" class="a b" title="child" data-state="closed">X</a>');
  });

  it('a Button asChild is its link, with the button classes', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" size="sm">
        <a href="/molds/1">View</a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/molds\/1" data-slot="button" class="[^"]*border bg-background[^"]*h-8[^"]*">View<\/a>$/);
  });

  it('runs both click handlers (the child first) and composes refs', () => {
    const calls: string[] = [];
    const slotRef = React.createRef<HTMLElement>();
    const childRef = vi.fn();
    const element = Slot({
      onClick: () => calls.push('slot'),
      ref: slotRef,
      children: <button type="button" onClick={() => calls.push('child')} ref={childRef} />,
    }) as React.ReactElement<{ onClick: () => void; ref: (node: unknown) => () => void }>;
    element.props.onClick();
    expect(calls).toEqual(['child', 'slot']);
    const node = { tag: 'button' };
    const cleanup = element.props.ref(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
    cleanup();
    expect(slotRef.current).toBeNull();
  });

  it('a handler only the slot has is kept', () => {
    const onFocus = vi.fn();
    const element = Slot({ onFocus, children: <span /> }) as React.ReactElement<{ onFocus: () => void }>;
    element.props.onFocus();
    expect(onFocus).toHaveBeenCalledOnce();
  });
});
