import { BookOpen } from '@/components/ui/icons';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { fieldRows, limitsOf, responseDataFields, typeName, type FieldRow } from '@/lib/openapi/describe';
import { openApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from '@/lib/openapi/document';

export const metadata: Metadata = { title: 'API reference' };

/**
 * The REST API reference, rendered on the server from the OpenAPI document (GET /api/openapi.json): public like
 * the document, no client script of its own (the CSP allows only this origin), endpoints grouped by tag.
 */
export default function ApiDocsPage() {
  const doc = openApiDocument();
  const groups = doc.tags.map((tag) => ({ ...tag, operations: operationsOf(doc, tag.name) }));
  const total = groups.reduce((n, g) => n + g.operations.length, 0);

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-2">
            <BookOpen className="size-6 text-sky-300" aria-hidden />
            <span className="text-lg font-semibold">Moldline API reference</span>
            <span className="text-sm text-slate-300">v{doc.info.version} · OpenAPI {doc.openapi}</span>
          </div>
          <nav aria-label="API reference links" className="flex gap-4 text-sm">
            <a className="underline-offset-4 hover:underline" href="/api/openapi.json">
              openapi.json
            </a>
            <Link className="underline-offset-4 hover:underline" href="/dashboard">
              Back to the app
            </Link>
          </nav>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Endpoint groups" className="lg:sticky lg:top-4 lg:self-start">
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Groups</h2>
          <ul className="space-y-1 text-sm">
            {groups.map((g) => (
              <li key={g.name}>
                <a className="hover:underline" href={`#${slug(g.name)}`}>
                  {g.name} <span className="text-muted-foreground">({g.operations.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <main className="min-w-0 space-y-10">
          <section aria-labelledby="overview" className="space-y-3">
            <h1 id="overview" className="text-2xl font-semibold">
              REST API
            </h1>
            <p className="text-sm text-muted-foreground">{total} operations. The machine-readable document is <code>/api/openapi.json</code>.</p>
            <Overview />
          </section>

          {groups.map((g) => (
            <section key={g.name} id={slug(g.name)} aria-labelledby={`${slug(g.name)}-title`} className="space-y-3">
              <div>
                <h2 id={`${slug(g.name)}-title`} className="text-xl font-semibold">
                  {g.name}
                </h2>
                <p className="text-sm text-muted-foreground">{g.description}</p>
              </div>
              <ul className="space-y-2">
                {g.operations.map(({ method, path, op }) => (
                  <li key={`${method} ${path}`}>
                    <OperationCard method={method} path={path} op={op} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}

function operationsOf(doc: OpenApiDocument, tag: string) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.tags.includes(tag))
      .map(([method, op]) => ({ method, path, op })),
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function Overview() {
  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <p>
        <strong>Authentication.</strong> <code>POST /api/login</code> with email and password answers a token; send it as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. Integration tokens are also made on your account page. The browser session of the
        web app is accepted too (writes must then come from this site).
      </p>
      <p>
        <strong>Answers.</strong> Reads: <code>{'{ "success": true, "data": … }'}</code>. Writes:{' '}
        <code>{'{ "success": true, "message": "…", "data": … }'}</code> (201 with <code>Location</code> on create). Paged lists: the flat paginator{' '}
        <code>{'{ success, data, current_page, last_page, per_page, total, from, to }'}</code> (<code>per_page</code> 15 by default, at most
        100). Failures: <code>{'{ "success": false, "message": "…" }'}</code>, a 422 adds <code>errors</code> per field.
      </p>
      <p>
        <strong>Statuses.</strong> 401 not signed in · 403 the role may not · 404 not found · 409 stale <code>version</code> /{' '}
        <code>If-Match</code> · 413 body over 1 MB · 422 invalid input · 429 too many sign-in attempts. Checked in that order: 401, 403, 404,
        422, 409.
      </p>
      <p>
        <strong>Conventions.</strong> JSON is snake_case; dates <code>YYYY-MM-DD</code>, timestamps ISO-8601 UTC; money and decimals are
        numbers. Every update route takes PUT and PATCH alike, and only the fields sent change.
      </p>
    </div>
  );
}

const METHOD_STYLE: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900',
  post: 'bg-green-100 text-green-900',
  put: 'bg-amber-100 text-amber-900',
  patch: 'bg-amber-100 text-amber-900',
  delete: 'bg-red-100 text-red-900',
};

function MethodBadge({ method }: { method: string }) {
  return <span className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-semibold ${METHOD_STYLE[method] ?? ''}`}>{method.toUpperCase()}</span>;
}

function authText(op: OpenApiOperation): string {
  if (op.security && op.security.length === 0) return 'Public: no credentials.';
  if (op['x-permission']) return `Signed in; roles ${op['x-permission'].roles.join(', ')} (permission ${op['x-permission'].name}).`;
  return 'Any signed-in user (bearer token or browser session).';
}

function OperationCard({ method, path, op }: { method: string; path: string; op: OpenApiOperation }) {
  const body = op.requestBody?.content['application/json'];
  const successStatus = Object.keys(op.responses).find((s) => s.startsWith('2'));
  const success = successStatus ? op.responses[successStatus] : undefined;
  const successJson = success && 'content' in success ? success.content?.['application/json'] : undefined;
  const responseExample = successJson?.example;
  const responseData = responseDataFields(successJson?.schema);
  return (
    <details id={op.operationId} className="group rounded-lg border bg-card">
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 px-3 py-2 hover:bg-muted/50">
        <MethodBadge method={method} />
        <code className="text-sm font-medium break-all">{path}</code>
        <span className="text-sm text-muted-foreground">{op.summary}</span>
      </summary>
      <div className="space-y-4 border-t px-4 py-3 text-sm">
        {op.description && (
          <p>
            <Rich text={op.description} />
          </p>
        )}
        <p>
          <strong>Auth:</strong> {authText(op)}
        </p>

        {op.parameters && op.parameters.length > 0 && (
          <Block title="Parameters">
            <FieldTable
              label="Parameters"
              rows={op.parameters.map((p) => ({ name: p.name, type: typeName(p.schema), required: p.required, limits: limitsOf(p.schema), description: p.description }))}
              extra={(row) => op.parameters!.find((p) => p.name === row.name)!.in}
              extraHeader="In"
            />
          </Block>
        )}

        {body && (
          <Block title="Request body (application/json)">
            <FieldTable label="Request body fields" rows={fieldRows(body.schema)} />
            {body.example !== undefined && <Example label="Request example" value={body.example} />}
          </Block>
        )}

        <Block title="Responses">
          <ul className="space-y-1">
            {Object.entries(op.responses).map(([status, r]) => (
              <li key={status} className="flex gap-2">
                <code className={`w-10 shrink-0 font-semibold ${status.startsWith('2') ? 'text-green-800' : 'text-red-800'}`}>{status}</code>
                <span>
                  <Rich text={responseText(r)} />
                </span>
              </li>
            ))}
          </ul>
          {responseExample !== undefined && <Example label={`Response example (${successStatus})`} value={responseExample} />}
        </Block>

        {responseData && (
          <Block title={responseData.each ? `Response data (${successStatus}): each row of data` : `Response data (${successStatus})`}>
            <FieldTable label="Response data fields" rows={responseData.rows} answer />
          </Block>
        )}
      </div>
    </details>
  );
}

const SHARED_RESPONSES: Record<string, string> = {
  Unauthenticated: 'Not signed in: no or bad bearer token and no session (WWW-Authenticate: Bearer).',
  BadRequest: 'The body is not a JSON object sent as application/json.',
  PayloadTooLarge: 'The body is larger than 1 MB.',
  ValidationFailed: 'Invalid input: `errors` lists the messages per field.',
  Conflict: 'Stale write: the version sent is not the stored one; nothing changed.',
  Throttled: 'Too many failed sign-ins (Retry-After says when to try again).',
};

function responseText(r: OpenApiOperation['responses'][string]): string {
  if ('$ref' in r) return SHARED_RESPONSES[r.$ref.split('/').pop()!] ?? r.$ref;
  const types = r.content ? Object.keys(r.content).filter((t) => t !== 'application/json') : [];
  return types.length ? `${r.description} (${types.join(', ')})` : r.description;
}

/** Text with `code` spans (the document's descriptions are Markdown-ish). */
function Rich({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** `answer`: the fields of a response, always present unless marked (a request marks the required ones instead). */
function FieldTable({ label, rows, extra, extraHeader, answer }: { label: string; rows: FieldRow[]; extra?: (row: FieldRow) => string; extraHeader?: string; answer?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Name
            </th>
            {extra && (
              <th scope="col" className="py-1 pr-3 font-medium">
                {extraHeader}
              </th>
            )}
            <th scope="col" className="py-1 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Limits and notes
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b align-top last:border-0">
              <td className="py-1 pr-3">
                <code>{row.name}</code>
                {!answer && row.required && <span className="ml-1 text-xs font-semibold text-red-800">required</span>}
                {answer && !row.required && <span className="ml-1 text-xs text-muted-foreground">may be absent</span>}
              </td>
              {extra && <td className="py-1 pr-3">{extra(row)}</td>}
              <td className="py-1 pr-3">{row.type}</td>
              <td className="py-1 pr-3">
                <Rich text={[...row.limits, row.description].filter(Boolean).join('; ')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-muted-foreground">{label}</p>
      <pre className="max-h-96 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100" tabIndex={0}>
        {JSON.stringify(value as JsonSchema, null, 2)}
      </pre>
    </div>
  );
}
