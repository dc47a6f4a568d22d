import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function render(props: { defaultValue?: string; value?: string }) {
  return renderToStaticMarkup(
    <Tabs {...props}>
      <TabsList>
        <TabsTrigger value="usage">Usage</TabsTrigger>
        <TabsTrigger value="maintenance">Maintenance</TabsTrigger>
      </TabsList>
      <TabsContent value="usage">usage rows</TabsContent>
      <TabsContent value="maintenance">maintenance rows</TabsContent>
    </Tabs>,
  );
}

describe('Tabs (ARIA tabs pattern)', () => {
  it('marks the selected tab, keeps only it in the Tab order, and mounts only its panel, labelled by it', () => {
    const html = render({ defaultValue: 'maintenance' });
    expect(html).toContain('role="tablist"');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toMatch(/aria-selected="false"/);
    expect(tabs[0]).toMatch(/tabindex="-1"/);
    expect(tabs[1]).toMatch(/aria-selected="true"/);
    expect(tabs[1]).toMatch(/data-state="active"/);
    expect(tabs[1]).toMatch(/tabindex="0"/);
    expect(html).not.toContain('usage rows');
    const panel = html.match(/<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"[^>]*>maintenance rows<\/div>/);
    expect(panel).not.toBeNull();
    expect(tabs[1]).toContain(`id="${panel![2]}"`);
    expect(tabs[1]).toContain(`aria-controls="${panel![1]}"`);
  });

  it('a controlled value wins over the default', () => {
    const html = render({ defaultValue: 'maintenance', value: 'usage' });
    expect(html).toContain('usage rows');
    expect(html).not.toContain('maintenance rows');
  });

  it('a trigger outside <Tabs> says so', () => {
    expect(() => renderToStaticMarkup(<TabsTrigger value="x">X</TabsTrigger>)).toThrow('<TabsTrigger> must be inside <Tabs>');
  });
});
