import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChangePasswordView, CHANGE_PASSWORD_DEFAULTS } from '@/components/account/change-password-view';
import { REPORT_DEFAULTS, ReportProductionView } from '@/components/production/report-production-view';
import { InertFields } from './field-binding';
import { CheckboxField, TextField } from './fields';

const inputNamed = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('InertFields (a lazy page form before its code has loaded)', () => {
  it('draws the fields read-only with the form’s defaults, labelled as the live form labels them', () => {
    const html = renderToStaticMarkup(
      <InertFields defaults={{ operator: 'Ann', active: true }}>
        <TextField name="operator" label="Operator" />
        <TextField name="notes" label="Notes" />
        <CheckboxField name="active" label="Active" />
      </InertFields>,
    );
    const operator = html.match(/<input[^>]*name="operator"[^>]*>/)?.[0] ?? '';
    expect(operator).toMatch(/value="Ann"/);
    expect(operator).toMatch(/readonly=""/i);
    const id = operator.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(html.match(/<input[^>]*name="notes"[^>]*>/)?.[0]).toMatch(/value=""/);
    expect(html.match(/<input[^>]*name="active"[^>]*>/)?.[0]).toMatch(/checked=""/);
  });

  it('draws the page forms’ placeholders with every field of the live form, read-only', () => {
    const report = renderToStaticMarkup(
      <InertFields defaults={REPORT_DEFAULTS}>
        <ReportProductionView cavities={4} />
      </InertFields>,
    );
    // Every single-value field; a list of lines (scrap reasons) starts empty, so it has no input to draw.
    const fields = Object.entries(REPORT_DEFAULTS).filter(([, value]) => !Array.isArray(value));
    expect(fields.length).toBeGreaterThan(3);
    for (const [name] of fields) expect(inputNamed(report, name)).toMatch(/readonly=""/i);
    expect(report).toContain('4 parts per shot');
    expect(inputNamed(report, 'scrap_parts')).toMatch(/value="0"/);
    const password = renderToStaticMarkup(
      <InertFields defaults={CHANGE_PASSWORD_DEFAULTS}>
        <ChangePasswordView />
      </InertFields>,
    );
    for (const name of Object.keys(CHANGE_PASSWORD_DEFAULTS)) expect(inputNamed(password, name)).toMatch(/type="password"[\s\S]*readonly=""/i);
  });

  it('a field outside a form and outside InertFields is a programming error', () => {
    expect(() => renderToStaticMarkup(<TextField name="x" label="X" />)).toThrow(/must be inside FormFields/);
  });
});
