// Signs in to a running Moldline through next-auth's credentials flow, as e2e/fixtures.ts does, and returns the
// Cookie header of the session (used by scripts/lighthouse.mjs and scripts/page-weight.mjs).
export async function signIn(base, email, password) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = await csrfRes.json();
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
    redirect: 'manual',
  });
  keep(res);
  if (![...jar.keys()].some((name) => name.endsWith('next-auth.session-token'))) throw new Error(`Signing in as ${email} failed (HTTP ${res.status}): no session cookie.`);
  const me = await fetch(`${base}/api/me`, { headers: { Cookie: cookie() } });
  if (!me.ok) throw new Error(`Signed in as ${email}, but /api/me answered ${me.status}.`);
  return cookie();
}
