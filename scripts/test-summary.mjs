// Adds up every suite of `npm test` and prints the one line CI reads: "N passed, M failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
};

for (const file of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-server.json']) {
  const r = read(file);
  if (!r) continue;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A file that failed to load has no tests but is a failure all the same.
  const brokenFiles = (r.testResults ?? []).filter((t) => t.status === 'failed' && (t.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  lines.push(`${file.replace('.json', '')}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

const pw = read('playwright.json');
if (pw?.stats) {
  const ok = pw.stats.expected + pw.stats.flaky;
  passed += ok;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  lines.push(`playwright: ${ok} passed, ${pw.stats.unexpected} failed${pw.stats.flaky ? ` (${pw.stats.flaky} flaky)` : ''}`);
  // Errors outside any test (e.g. the web server did not start) leave stats at zero.
  if ((pw.errors ?? []).length && ok + pw.stats.unexpected === 0) failed += 1;
}

let steps = [];
try {
  steps = fs.readFileSync(path.join(dir, 'steps.txt'), 'utf8').trim().split('\n').filter(Boolean);
} catch {
  /* no steps recorded */
}
for (const s of steps) {
  const [kind] = s.split(' ');
  if (kind === 'pass') passed += 1;
  else if (kind === 'fail' || kind === 'crash') failed += 1;
  else if (kind === 'exit') {
    // The runner exited non-zero: when its report counted no failure, count one so the run is not green.
    const counted = lines.join('\n');
    if (!/[1-9]\d* failed/.test(counted)) failed += 1;
  }
  if (kind !== 'pass') lines.push(s);
}

console.log('\n' + lines.join('\n'));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
