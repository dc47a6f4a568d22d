'use client';

import { useRouter } from 'next/navigation';
import Papa from 'papaparse';
import * as React from 'react';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { Select } from '@/components/ui/select';
import { dataOf, messageOf, sendJson } from '@/lib/client/api';
import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind } from '@/lib/inventory/constants';
import { importBatches, importRowKey, sendImportBatches } from '@/lib/inventory/import-batches';
import { formatNumber } from '@/lib/utils';

type Problem = { row: number; field: string; message: string };
type BatchResult = { imported: number[]; skipped: { row: number; message: string }[]; refused: Problem[] };
type Report = { imported: number; skipped: number; refused: Problem[]; total: number };

const SHOWN_PROBLEMS = 100;

/**
 * Import a CSV of items or of opening stock. The file is parsed in the browser (papaparse; the header row names
 * the columns, row numbers count it as row 1), sent in batches of up to 2,000 rows (`importBatches`: the kind's
 * columns only, under the API's body limit; an item's rows together), three at a time (`sendImportBatches`) — the
 * progress bar moves per batch — and each row is validated and
 * written by the server on its own: the report lists what was imported, skipped (already there: a re-import does
 * not duplicate) and refused (row, field, message).
 */
export function ImportDialog({ trigger }: { trigger: React.ReactNode }) {
  const router = useRouter();
  // Open at once when the click that loaded this dialog (lazyDialog) asked for it: `open` is ours, so Dialog's default cannot.
  const [open, setOpen] = React.useState(React.useContext(OpenOnMount));
  const [kind, setKind] = React.useState<ImportKind>('items');
  const [file, setFile] = React.useState<File | null>(null);
  const [progress, setProgress] = React.useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = React.useState<Report | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const running = progress !== null && report === null && error === null;
  const fileId = React.useId();
  const kindId = React.useId();

  function reset() {
    setFile(null);
    setProgress(null);
    setReport(null);
    setError(null);
  }

  async function run() {
    if (!file) return setError('Choose a CSV file to import.');
    setError(null);
    setReport(null);
    const parsed = await new Promise<Papa.ParseResult<Record<string, string>>>((resolve) =>
      Papa.parse<Record<string, string>>(file, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase(), complete: resolve }),
    );
    const fields = parsed.meta.fields ?? [];
    if (!fields.includes(IMPORT_COLUMNS[kind][0]) || (kind === 'opening_stock' && !fields.includes('location_code'))) {
      return setError(`The file's first row must name the columns: ${IMPORT_COLUMNS[kind].join(', ')}.`);
    }
    // Only the kind's columns are sent (the server reads no others).
    const columns = IMPORT_COLUMNS[kind];
    const rows = parsed.data.map((values, index) => ({ row: index + 2, values: Object.fromEntries(columns.filter((c) => values[c] !== undefined).map((c) => [c, values[c]])) }));
    if (rows.length === 0) return setError('The file has no rows.');
    const total: Report = { imported: 0, skipped: 0, refused: [], total: rows.length };
    setProgress({ done: 0, total: rows.length });
    let done = 0;
    const failed = await sendImportBatches(
      importBatches(rows, undefined, undefined, importRowKey),
      importRowKey,
      async (batch) => {
        const res = await sendJson('/api/inventory/import', 'POST', { kind, rows: batch });
        const data = res.ok ? dataOf<BatchResult>(res.body) : undefined;
        return data ? { ok: true as const, value: data } : { ok: false as const, result: res.body };
      },
      (batch, data) => {
        total.imported += data.imported.length;
        total.skipped += data.skipped.length;
        total.refused.push(...data.refused);
        done += batch.length;
        setProgress({ done, total: rows.length });
      },
    );
    total.refused.sort((a, b) => a.row - b.row);
    if (failed) {
      const numbers = failed.batch.map((r) => r.row);
      setError(
        `${messageOf(failed.result, 'The import stopped')} (${formatNumber(numbers.length)} rows between rows ${Math.min(...numbers)} and ${Math.max(...numbers)}). ` +
          'The rows reported below were imported or checked; importing the same file again skips what is there.',
      );
    }
    setReport(total);
    router.refresh();
  }

  const percent = progress ? Math.round((progress.done / progress.total) * 100) : 0;
  const refusedRows = report ? new Set(report.refused.map((p) => p.row)).size : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (running) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-2xl" title="Import Inventory" description="A CSV file with a header row. A refused row changes nothing; importing the same file again adds nothing twice.">
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={kindId}>What the file holds</Label>
              <Select id={kindId} value={kind} disabled={running} onChange={(e) => setKind(e.target.value as ImportKind)} options={IMPORT_KINDS.map((k) => ({ value: k, label: IMPORT_KIND_LABELS[k] }))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={fileId}>CSV file</Label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={running}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setReport(null);
                  setProgress(null);
                  setError(null);
                }}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
              />
            </div>
          </div>
          <p className="text-xs text-muted-foreground">
            Columns: <code className="break-words">{IMPORT_COLUMNS[kind].join(', ')}</code>
          </p>

          {progress && (
            <div className="grid gap-1">
              <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-muted">
                <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <div className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
                {formatNumber(progress.done)} of {formatNumber(progress.total)} rows checked
              </div>
            </div>
          )}

          <FormErrorBanner message={error} />

          {report && (
            <section aria-label="Import report" className="grid gap-2 rounded-md border p-3 text-sm">
              <p data-testid="import-summary">
                <strong>{formatNumber(report.imported)}</strong> imported, <strong>{formatNumber(report.skipped)}</strong> already there (skipped),{' '}
                <strong>{formatNumber(refusedRows)}</strong> refused.
              </p>
              {report.refused.length > 0 && (
                <div className="max-h-64 overflow-auto">
                  <table className="w-full text-left text-xs">
                    <caption className="sr-only">Refused rows</caption>
                    <thead>
                      <tr className="border-b">
                        <th scope="col" className="py-1 pr-2">Row</th>
                        <th scope="col" className="py-1 pr-2">Field</th>
                        <th scope="col" className="py-1">Message</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.refused.slice(0, SHOWN_PROBLEMS).map((p, i) => (
                        <tr key={`${p.row}-${p.field}-${i}`} className="border-b last:border-0">
                          <td className="py-1 pr-2 tabular-nums">{p.row}</td>
                          <td className="py-1 pr-2 font-mono">{p.field}</td>
                          <td className="py-1">{p.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {report.refused.length > SHOWN_PROBLEMS && <p className="mt-1 text-muted-foreground">…and {formatNumber(report.refused.length - SHOWN_PROBLEMS)} more.</p>}
                </div>
              )}
            </section>
          )}

          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" disabled={running} onClick={() => setOpen(false)}>
              {report ? 'Close' : 'Cancel'}
            </Button>
            <Button type="button" disabled={running || !file} onClick={run}>
              {running ? 'Importing...' : 'Import'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
