/**
 * The release page (browser code, bundled by the API with esbuild). A member of staff signs in with
 * their account; the session is an HttpOnly cookie the script never sees. Everything shown comes from
 * /api/admin/releases; every text from the server is put into the page as text (never as HTML), so a
 * reason cannot inject markup or script.
 */
import uPlot from 'uplot';
import type { ReleaseChange, ReleaseChangeResponse, ReleaseHistory, ReleaseOverview } from 'release/api-schemas';
import type { GuardSettings } from '../health/guard';
import type { HealthBucket, HealthWindow, RemoteHealth, VersionHealth } from '../health/schemas';

type Overview = ReleaseOverview;
type Action = ReleaseChange['action'];
type Problem = { code: string; message: string };

/** Who is signed in (GET /api/admin/session). */
interface Staff {
  kind: 'person' | 'token';
  name: string;
  username: string | null;
  role: 'viewer' | 'release-manager' | 'admin';
  countries: string[] | null;
}

// ---------------------------------------------------------------------------------------------
// DOM helpers

type Child = Node | string | number | null | undefined | false;
type Props = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'class') el.className = String(value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  append(el, ...children);
  return el;
}

function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(
      typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child,
    );
  }
}

function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

let idCounter = 0;
const uid = (prefix: string) => `${prefix}-${++idCounter}`;

function when(iso: string | null): HTMLElement | string {
  if (!iso) return '–';
  const date = new Date(iso);
  const text = date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return h('time', { datetime: iso, title: iso }, text);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function badge(tone: 'ok' | 'warning' | 'danger' | 'info' | 'neutral', text: string): HTMLElement {
  return h('span', { class: `badge badge-${tone}` }, text);
}

// ---------------------------------------------------------------------------------------------
// API

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    problems?: Problem[];
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  };
  if (response.status === 429) {
    const minutes = Math.max(1, Math.ceil((data.retryAfterSeconds ?? 60) / 60));
    throw new ApiFailure(
      429,
      'rate_limited',
      `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }
  if (!response.ok) {
    const fieldProblems = Object.entries(data.fields ?? {}).map(([field, message]) => ({
      code: 'validation',
      message: `${field}: ${message}`,
    }));
    throw new ApiFailure(
      response.status,
      data.code ?? 'error',
      data.message ?? `${method} ${url} answered ${response.status}`,
      data.problems ?? fieldProblems,
    );
  }
  return data as T;
}

// ---------------------------------------------------------------------------------------------
// State

const ACTIONS: { value: Action; label: string; hint: string }[] = [
  { value: 'pin', label: 'Pin a version', hint: 'Everyone in the chosen countries gets this version.' },
  { value: 'rollback', label: 'Roll back', hint: 'Back to the pin before the current one.' },
  {
    value: 'canary',
    label: 'Start or adjust a canary',
    hint: 'A share of the visitors gets the candidate; each stays on their side.',
  },
  { value: 'canary-stop', label: 'Stop the canary', hint: 'Everyone gets the pinned version again.' },
  { value: 'promote', label: 'Promote the canary', hint: 'Pin the canary’s version for everyone.' },
];
const NEEDS_VERSION: Action[] = ['pin', 'canary'];
const NEEDS_REASON: Action[] = ['pin', 'canary'];

const state = {
  staff: null as Staff | null,
  overview: null as Overview | null,
  historyCountry: 'de',
  historyRemote: '',
  versionsRemote: '',
  healthCountry: 'de',
  /** Empty: the first remote that runs a canary in the country. */
  healthRemote: '',
  healthWindow: '1h' as HealthWindow,
};

const root = document.getElementById('app')!;

// ---------------------------------------------------------------------------------------------
// Sign-in

function renderSignIn(message?: string, keepUsername = ''): void {
  const userId = uid('username');
  const passwordId = uid('password');
  const errorId = uid('sign-in-error');
  const invalid = message ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {};
  const username = h('input', {
    id: userId,
    name: 'username',
    type: 'text',
    autocomplete: 'username',
    autocapitalize: 'none',
    spellcheck: 'false',
    required: true,
    value: keepUsername,
    ...invalid,
  });
  const password = h('input', {
    id: passwordId,
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
    ...invalid,
  });
  const submit = h('button', { type: 'submit', class: 'button button-primary' }, 'Sign in');
  const form = h(
    'form',
    {
      class: 'card sign-in',
      'aria-labelledby': 'sign-in-title',
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        const name = username.value.trim();
        if (!name || !password.value) return renderSignIn('Enter your user name and your password.');
        submit.disabled = true;
        submit.textContent = 'Signing in…';
        call<Staff>('POST', '/api/admin/session', { username: name, password: password.value })
          .then(() => start())
          .catch((error: unknown) => {
            const failure = error as ApiFailure;
            if (failure.status === 401) return renderSignIn('The user name or the password is wrong.', name);
            if (failure.status === 429) return renderSignIn(failure.message, name);
            if (failure.status === 400) return renderSignIn('Enter your user name and your password.', name);
            return renderSignIn(`Signing in failed: ${failure.message}`, name);
          });
      },
    },
    h('h1', { id: 'sign-in-title' }, 'Releases'),
    h('p', {}, 'Sign in with your staff account to see and change which version of each remote every country runs.'),
    message ? h('p', { id: errorId, class: 'notice notice-danger', role: 'alert' }, message) : null,
    h('div', { class: 'field' }, h('label', { for: userId }, 'User name'), username),
    h('div', { class: 'field' }, h('label', { for: passwordId }, 'Password'), password),
    submit,
    h('p', { class: 'muted small' }, 'No account yet? An admin adds one (npm run release -- user add).'),
  );
  replace(root, h('main', { id: 'main', class: 'narrow', tabindex: '-1' }, form));
  (keepUsername ? password : username).focus();
}

// ---------------------------------------------------------------------------------------------
// The page

const statusRegion = h('div', { class: 'announcer', role: 'status', 'aria-live': 'polite', tabindex: '-1' });
const alertRegion = h('div', { class: 'alert-slot' });
const matrixSection = h('section', { class: 'card', 'aria-labelledby': 'matrix-title' });
const versionsSection = h('section', { class: 'card', 'aria-labelledby': 'versions-title' });
const historySection = h('section', { class: 'card', 'aria-labelledby': 'history-title' });
const reportsSection = h('section', { class: 'card', 'aria-labelledby': 'reports-title' });
const loadedAt = h('p', { class: 'muted loaded-at' });

function announce(lines: string[], tone: 'ok' | 'info' = 'ok'): void {
  replace(
    statusRegion,
    lines.length ? h('div', { class: `notice notice-${tone}` }, ...lines.map((l) => h('p', {}, l))) : null,
  );
}

function showAlert(title: string, problems: Problem[] = []): void {
  const alert = h(
    'div',
    { class: 'notice notice-danger', role: 'alert', tabindex: '-1' },
    h('p', { class: 'notice-title' }, title),
    problems.length ? h('ul', {}, ...problems.map((p) => h('li', {}, p.message))) : null,
    h('p', { class: 'muted' }, 'Nothing was changed.'),
  );
  replace(alertRegion, alert);
  alert.focus();
}

function clearAlert(): void {
  replace(alertRegion);
}

function pinSummary(o: Overview, cc: string, remote: string) {
  const m = o.manifests.find((x) => x.country === cc)!;
  return m.remotes[remote as keyof typeof m.remotes];
}

function renderMatrix(o: Overview): void {
  const reportsFor = (cc: string, remote: string) =>
    o.reports.filter((r) => r.country === cc && r.remote === remote).reduce((n, r) => n + r.count, 0);
  const table = h(
    'table',
    { class: 'matrix' },
    h('caption', { class: 'visually-hidden' }, 'Pinned version, fallback and canary of every remote in every country'),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, 'Country'), ...o.remotes.map((r) => h('th', { scope: 'col' }, r))),
    ),
    h(
      'tbody',
      {},
      ...o.manifests.map((m) =>
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            h('span', { class: 'country' }, m.country.toUpperCase()),
            h('span', { class: 'muted small' }, `revision ${m.revision}`),
          ),
          ...o.remotes.map((remote) => {
            const pin = m.remotes[remote];
            const failures = reportsFor(m.country, remote);
            const problems = [...pin.checks.problems, ...(pin.canaryChecks?.problems ?? [])];
            return h(
              'td',
              { 'data-country': m.country, 'data-remote': remote },
              h('div', { class: 'cell-version' }, h('span', { class: 'visually-hidden' }, 'pinned '), pin.version),
              pin.lastKnownGood && pin.lastKnownGood !== pin.version
                ? h('div', { class: 'muted small' }, `falls back to ${pin.lastKnownGood}`)
                : null,
              pin.canary ? h('div', {}, badge('info', `canary ${pin.canary.version} · ${pin.canary.percent} %`)) : null,
              problems.length
                ? h(
                    'div',
                    {},
                    badge('danger', `${problems.length} failing check${problems.length > 1 ? 's' : ''}`),
                    h('ul', { class: 'cell-problems' }, ...problems.map((p) => h('li', {}, p.message))),
                  )
                : null,
              failures
                ? h(
                    'div',
                    {},
                    badge('warning', `${failures} load failure${failures > 1 ? 's' : ''} (${o.reportWindowHours} h)`),
                  )
                : null,
              h(
                'button',
                {
                  type: 'button',
                  class: 'button button-small',
                  'aria-label': `Change ${remote} in ${m.country.toUpperCase()}`,
                  onclick: () => changeForm.prefill(m.country, remote),
                },
                'Change…',
              ),
            );
          }),
        ),
      ),
    ),
  );
  replace(
    matrixSection,
    h('h2', { id: 'matrix-title' }, 'Countries and remotes'),
    h(
      'p',
      { class: 'muted' },
      `Host: ${o.host.source === 'build' ? `build ${o.host.buildId}` : 'not built, checked against installed packages'} · provides ${Object.entries(
        o.host.shared,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    ),
    h(
      'div',
      {
        class: 'table-scroll',
        role: 'region',
        'aria-label': 'Countries and remotes (scrolls sideways)',
        tabindex: '0',
      },
      table,
    ),
  );
}

function renderVersions(o: Overview): void {
  const remote = (state.versionsRemote || o.remotes[0]) as (typeof o.remotes)[number];
  const selectId = uid('versions-remote');
  const select = h(
    'select',
    {
      id: selectId,
      onchange: (e: Event) => {
        state.versionsRemote = (e.target as HTMLSelectElement).value;
        renderVersions(o);
        versionsSection.querySelector('select')?.focus();
      },
    },
    ...o.remotes.map((r) => h('option', { value: r, selected: r === remote }, r)),
  );
  const rows = o.versions[remote];
  replace(
    versionsSection,
    h('h2', { id: 'versions-title' }, 'Published versions'),
    h('div', { class: 'inline-field' }, h('label', { for: selectId }, 'Show the versions of'), select),
    rows.length
      ? h(
          'div',
          { class: 'table-scroll', role: 'region', 'aria-label': `Published versions of ${remote}`, tabindex: '0' },
          h(
            'table',
            {},
            h('caption', { class: 'visually-hidden' }, `Published versions of ${remote}, newest first`),
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                ...['Version', 'Built', 'Commit', 'Size', 'Checks', 'Pinned', 'Canary'].map((t) =>
                  h('th', { scope: 'col' }, t),
                ),
              ),
            ),
            h(
              'tbody',
              {},
              ...rows.map((v) =>
                h(
                  'tr',
                  {},
                  h('th', { scope: 'row' }, v.version),
                  h('td', { class: 'nowrap' }, when(v.builtAt)),
                  h('td', {}, h('code', { title: v.gitCommit ?? undefined }, v.gitCommit?.slice(0, 7) ?? '–')),
                  h('td', { class: 'nowrap', title: `${v.files} files` }, size(v.bytes)),
                  h(
                    'td',
                    {},
                    v.ok
                      ? badge('ok', 'ok')
                      : h(
                          'div',
                          {},
                          badge('danger', 'refused'),
                          h('ul', { class: 'cell-problems' }, ...v.problems.map((p) => h('li', {}, p.message))),
                        ),
                  ),
                  h('td', {}, v.pinnedIn.map((c) => c.toUpperCase()).join(', ') || '–'),
                  h('td', {}, v.canaryIn.map((c) => c.toUpperCase()).join(', ') || '–'),
                ),
              ),
            ),
          ),
        )
      : h('p', {}, `No version of ${remote} is published. A team publishes with: npm run release -- publish ${remote}`),
  );
}

const VIA_LABELS: Record<string, string> = {
  page: 'release page',
  cli: 'command line',
  api: 'API (automation)',
  guard: 'canary guard',
};

function describeState(s: { version: string; canary: { version: string; percent: number } | null }): string {
  return s.canary ? `${s.version} + canary ${s.canary.version} (${s.canary.percent} %)` : s.version;
}

async function renderHistory(o: Overview): Promise<void> {
  const countryId = uid('history-country');
  const remoteId = uid('history-remote');
  const countrySelect = h(
    'select',
    {
      id: countryId,
      onchange: (e: Event) => (
        (state.historyCountry = (e.target as HTMLSelectElement).value),
        void renderHistory(o).then(() => document.getElementById(countryId)?.focus())
      ),
    },
    ...o.countries.map((c) => h('option', { value: c, selected: c === state.historyCountry }, c.toUpperCase())),
  );
  const remoteSelect = h(
    'select',
    {
      id: remoteId,
      onchange: (e: Event) => (
        (state.historyRemote = (e.target as HTMLSelectElement).value),
        void renderHistory(o).then(() => document.getElementById(remoteId)?.focus())
      ),
    },
    h('option', { value: '', selected: state.historyRemote === '' }, 'All remotes'),
    ...o.remotes.map((r) => h('option', { value: r, selected: r === state.historyRemote }, r)),
  );
  const filters = h(
    'div',
    { class: 'filters' },
    h('div', { class: 'inline-field' }, h('label', { for: countryId }, 'Show the history of'), countrySelect),
    h('div', { class: 'inline-field' }, h('label', { for: remoteId }, 'Only changes to'), remoteSelect),
  );
  let body: HTMLElement;
  try {
    const query = new URLSearchParams({ limit: '50', ...(state.historyRemote ? { remote: state.historyRemote } : {}) });
    const history = await call<ReleaseHistory>(
      'GET',
      `/api/admin/releases/${encodeURIComponent(state.historyCountry)}/history?${query}`,
    );
    body = history.entries.length
      ? h(
          'div',
          {
            class: 'table-scroll',
            role: 'region',
            'aria-label': `History of ${state.historyCountry.toUpperCase()}`,
            tabindex: '0',
          },
          h(
            'table',
            {},
            h(
              'caption',
              { class: 'visually-hidden' },
              `Changes in ${state.historyCountry.toUpperCase()}, newest first`,
            ),
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                ...['When', 'Change', 'Remote', 'From', 'To', 'By', 'Reason'].map((t) => h('th', { scope: 'col' }, t)),
              ),
            ),
            h(
              'tbody',
              {},
              ...history.entries.map((e) =>
                h(
                  'tr',
                  {},
                  h('td', { class: 'nowrap' }, when(e.at)),
                  h('td', {}, e.action, ' ', h('span', { class: 'muted small' }, `r${e.revision}`)),
                  h('td', {}, e.remote),
                  h('td', {}, describeState(e.from)),
                  h('td', {}, describeState(e.to)),
                  h(
                    'td',
                    {},
                    // A stop by the canary guard stands out: nobody on the team decided it.
                    e.actorKind === 'guard' ? badge('warning', 'guard') : null,
                    e.actorKind === 'guard' ? ' ' : null,
                    e.by,
                    h('div', { class: 'muted small' }, VIA_LABELS[e.via] ?? e.via),
                  ),
                  h('td', { class: 'reason' }, e.reason),
                ),
              ),
            ),
          ),
        )
      : h('p', {}, 'No changes recorded yet.');
    if (history.unreadable)
      body = h(
        'div',
        {},
        h('p', { class: 'notice notice-warning' }, `${history.unreadable} audit entries are not valid entries.`),
        body,
      );
  } catch (error) {
    body = h(
      'p',
      { class: 'notice notice-danger', role: 'alert' },
      `The history could not be loaded: ${(error as Error).message}`,
    );
  }
  replace(historySection, h('h2', { id: 'history-title' }, 'History'), filters, body);
}

function renderReports(o: Overview): void {
  replace(
    reportsSection,
    h('h2', { id: 'reports-title' }, `Load failures in customers’ browsers (last ${o.reportWindowHours} h)`),
    o.reports.length
      ? h(
          'div',
          { class: 'table-scroll', role: 'region', 'aria-label': 'Load failures', tabindex: '0' },
          h(
            'table',
            {},
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                ...['Country', 'Remote', 'Version', 'What happened', 'Count', 'Last', 'Last message'].map((t) =>
                  h('th', { scope: 'col' }, t),
                ),
              ),
            ),
            h(
              'tbody',
              {},
              ...o.reports.map((r) =>
                h(
                  'tr',
                  {},
                  h('td', {}, r.country.toUpperCase()),
                  h('td', {}, r.remote),
                  h('td', {}, r.version),
                  h(
                    'td',
                    {},
                    r.kind === 'fallback'
                      ? 'fell back to another version'
                      : r.kind === 'refused'
                        ? 'not mounted: imports what the host lacks'
                        : 'region showed its fallback',
                  ),
                  h('td', {}, r.count),
                  h('td', { class: 'nowrap' }, when(r.lastAt)),
                  h('td', { class: 'reason' }, r.lastMessage),
                ),
              ),
            ),
          ),
        )
      : h('p', {}, 'None reported.'),
  );
}

// ---------------------------------------------------------------------------------------------
// Health: the canary against the pinned version, per country and remote

// The API's windows (health/schemas.ts), copied: the page imports only types, not zod.
const WINDOW_MINUTES: Record<HealthWindow, number> = { '15m': 15, '1h': 60, '6h': 360, '24h': 1440, '7d': 10080 };
const HEALTH_WINDOW_LABELS: Record<HealthWindow, string> = {
  '15m': 'last 15 min',
  '1h': 'last hour',
  '6h': 'last 6 hours',
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
};
/** Series colours from the shop's tokens: pinned neutral, canary the accent, others muted. */
const ROLE_COLOURS: Record<VersionHealth['role'], string> = {
  pinned: '--color-brand-700',
  canary: '--color-accent-500',
  other: '--color-text-muted',
};

const percentOf = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '–');
const msText = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
/** As the guard counts them: a failure is a load attempt that did not mount; an error, a mounted one that threw. */
const attempts = (f: { loads: number; failures: number }) => f.loads + f.failures;
const failureRate = (f: { loads: number; failures: number }) => (attempts(f) ? f.failures / attempts(f) : null);
const errorRate = (f: { loads: number; errors: number }) => (f.loads ? f.errors / f.loads : null);

interface HealthChart {
  title: string;
  unit: '%' | 'ms';
  value: (bucket: HealthBucket) => number | null;
}
const HEALTH_CHARTS: HealthChart[] = [
  { title: 'Failure rate', unit: '%', value: (b) => (failureRate(b) ?? NaN) * 100 },
  { title: 'Error rate', unit: '%', value: (b) => (errorRate(b) ?? NaN) * 100 },
  { title: 'p75 LCP', unit: 'ms', value: (b) => b.lcpP75 },
  { title: 'p75 INP', unit: 'ms', value: (b) => b.inpP75 },
];

const healthSection = h('section', { class: 'card', 'aria-labelledby': 'health-title' });
let healthCharts: uPlot[] = [];
const chartResizer = new ResizeObserver((entries) => {
  for (const entry of entries) {
    const chart = healthCharts.find((c) => c.root.parentElement === entry.target);
    if (chart) chart.setSize({ width: Math.floor(entry.contentRect.width), height: chart.height });
  }
});

function dropHealthCharts(): void {
  chartResizer.disconnect();
  healthCharts.forEach((c) => c.destroy());
  healthCharts = [];
}

function healthRemoteOf(o: Overview): string {
  if (state.healthRemote) return state.healthRemote;
  const m = o.manifests.find((x) => x.country === state.healthCountry);
  return o.remotes.find((r) => m?.remotes[r].canary) ?? o.remotes[0]!;
}

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#555';
}

function healthTable(health: RemoteHealth, where: string): HTMLElement {
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': `Health figures of ${where}`, tabindex: '0' },
    h(
      'table',
      { class: 'health-table' },
      h('caption', { class: 'visually-hidden' }, `Health of ${where}, per version`),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Version', 'Loads', 'Failure rate', 'Error rate', 'p75 LCP', 'p75 INP', 'Clients'].map((t) =>
            h('th', { scope: 'col' }, t),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...health.versions.map((v) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, v.version, ' ', badge(v.role === 'canary' ? 'info' : 'neutral', v.role)),
            h('td', { class: 'num' }, attempts(v)),
            h(
              'td',
              { class: 'num' },
              percentOf(v.failures, attempts(v)),
              h('div', { class: 'muted small' }, `${v.failures} of ${attempts(v)}`),
            ),
            h(
              'td',
              { class: 'num' },
              percentOf(v.errors, v.loads),
              h('div', { class: 'muted small' }, `${v.errors} of ${v.loads} mounted`),
            ),
            h('td', { class: 'num' }, msText(v.lcpP75)),
            h('td', { class: 'num' }, msText(v.inpP75)),
            h(
              'td',
              { class: 'num' },
              v.clients,
              v.failingClients
                ? h('div', { class: 'muted small' }, `${v.failingClients} with a failure or error`)
                : null,
            ),
          ),
        ),
      ),
    ),
  );
}

/** One uPlot chart per figure: x the window's buckets, a series per version (gaps where it had no data). */
function healthChartsOf(health: RemoteHealth, where: string): HTMLElement {
  const width = health.bucketMinutes * 60;
  // The window ends with the end of the current bucket, whose point sits in its middle.
  const end = Math.ceil(Date.now() / 1000 / width) * width;
  const windowSeconds = WINDOW_MINUTES[health.window as HealthWindow] * 60;
  // Times as the rest of the page writes them (en-GB, 24 h); the day too once the window spans days.
  const timeText = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString('en-GB', {
      ...(windowSeconds > 86_400 ? { day: 'numeric', month: 'short' } : {}),
      hour: '2-digit',
      minute: '2-digit',
    });
  const starts = [...new Set(health.versions.flatMap((v) => v.buckets.map((b) => Date.parse(b.start) / 1000)))].sort(
    (a, b) => a - b,
  );
  const shown = health.versions.filter((v) => v.buckets.length || v.role !== 'other');
  const grid = h('div', { class: 'health-charts' });
  const figures: HTMLElement[] = [];
  for (const chart of HEALTH_CHARTS) {
    const holder = h('div', { class: 'health-chart' });
    const names = shown.map((v) => `${v.role} ${v.version}`).join(' against ');
    figures.push(
      h(
        'figure',
        {},
        h('figcaption', {}, chart.title),
        h(
          'div',
          {
            role: 'img',
            'aria-label': `${chart.title} of ${where} per ${health.bucketMinutes} minutes, ${names}; the table above has the figures`,
          },
          holder,
        ),
      ),
    );
    const data: uPlot.AlignedData = [
      starts.map((s) => s + width / 2),
      ...shown.map((v) => {
        const byStart = new Map(v.buckets.map((b) => [Date.parse(b.start) / 1000, b]));
        return starts.map((s) => {
          const bucket = byStart.get(s);
          const value = bucket ? chart.value(bucket) : null;
          return value === null || Number.isNaN(value) ? null : value;
        });
      }),
    ];
    const axis = {
      stroke: token('--color-text-muted'),
      grid: { stroke: token('--color-border') },
      ticks: { show: false },
    };
    const plot = new uPlot(
      {
        width: 320,
        height: 170,
        scales: {
          x: { time: true, range: () => [end - windowSeconds, end] },
          y: { range: (_u, _min, max) => [0, Math.max((max ?? 0) * 1.15, chart.unit === '%' ? 1 : 100)] },
        },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map(timeText) },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((t) => `${t}${chart.unit === '%' ? ' %' : ''}`) },
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          { value: (_u: uPlot, t: number | null) => (t === null ? '–' : timeText(t)) },
          ...shown.map((v) => ({
            label: `${v.version} (${v.role})`,
            stroke: token(ROLE_COLOURS[v.role]),
            width: v.role === 'canary' ? 2.5 : 2,
            // Filled points: a bucket alone between gaps has no line to show it.
            points: { show: true, size: 7, fill: token(ROLE_COLOURS[v.role]) },
            value: (_u: uPlot, value: number | null) =>
              value === null ? '–' : chart.unit === '%' ? `${value.toFixed(1)} %` : `${Math.round(value)} ms`,
          })),
        ],
      },
      data,
      holder,
    );
    healthCharts.push(plot);
  }
  append(grid, ...figures);
  return grid;
}

async function renderHealth(o: Overview): Promise<void> {
  const remote = healthRemoteOf(o);
  // Fixed ids: after a choice the section is drawn anew, and the focus goes back to the same select.
  const ids = { country: 'health-country', remote: 'health-remote', window: 'health-window' };
  const select = (id: string, label: string, options: [string, string][], value: string, set: (v: string) => void) =>
    h(
      'div',
      { class: 'inline-field' },
      h('label', { for: id }, label),
      h(
        'select',
        {
          id,
          onchange: (e: Event) => {
            set((e.target as HTMLSelectElement).value);
            void renderHealth(o).then(() => document.getElementById(id)?.focus());
          },
        },
        ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
      ),
    );
  const filters = h(
    'div',
    { class: 'filters' },
    select(
      ids.country,
      'Health in',
      o.countries.map((c) => [c, c.toUpperCase()]),
      state.healthCountry,
      (v) => ((state.healthCountry = v), (state.healthRemote = '')),
    ),
    select(
      ids.remote,
      'of the remote',
      o.remotes.map((r) => [r, r]),
      remote,
      (v) => (state.healthRemote = v),
    ),
    select(
      ids.window,
      'over the',
      Object.entries(HEALTH_WINDOW_LABELS),
      state.healthWindow,
      (v) => (state.healthWindow = v as HealthWindow),
    ),
  );
  const cc = state.healthCountry;
  const where = `${remote} in ${cc.toUpperCase()} over the ${HEALTH_WINDOW_LABELS[state.healthWindow]}`;
  let body: Child[];
  try {
    const [health, guard] = await Promise.all([
      call<RemoteHealth>(
        'GET',
        `/api/admin/releases/${encodeURIComponent(cc)}/${encodeURIComponent(remote)}/health?window=${state.healthWindow}`,
      ),
      call<GuardSettings>('GET', `/api/admin/releases/${encodeURIComponent(cc)}/guard`),
    ]);
    dropHealthCharts();
    const hasData = health.versions.some((v) => attempts(v) > 0 || v.lcpP75 !== null || v.inpP75 !== null);
    body = [
      healthTable(health, where),
      hasData
        ? healthChartsOf(health, where)
        : h('p', { class: 'muted' }, 'No browser has reported on these versions in this window.'),
      guardSummary(cc, guard),
    ];
  } catch (error) {
    dropHealthCharts();
    body = [
      h(
        'p',
        { class: 'notice notice-danger', role: 'alert' },
        `Health could not be loaded: ${(error as Error).message}`,
      ),
    ];
  }
  replace(
    healthSection,
    h('h2', { id: 'health-title' }, 'Health'),
    h(
      'p',
      { class: 'muted' },
      'What customers’ browsers report of each version: the canary against the pinned version, per country and remote.',
    ),
    filters,
    ...body,
  );
  for (const chart of healthCharts) chartResizer.observe(chart.root.parentElement!);
}

function guardSummary(cc: string, g: GuardSettings): HTMLElement {
  const points = (rate: number) => `${(rate * 100).toFixed(1)} points`;
  const share = (rate: number) => `${Math.round(rate * 100)} %`;
  return h(
    'div',
    { class: 'guard-settings' },
    h('h3', {}, `Canary guard in ${cc.toUpperCase()}`),
    h(
      'p',
      {},
      g.enabled ? badge('ok', 'on') : badge('warning', 'off'),
      ' ',
      g.enabled
        ? `Stops a canary that, over the last ${g.windowMinutes} min, does worse than the pinned version:`
        : 'Canaries in this country are not watched.',
    ),
    g.enabled
      ? h(
          'ul',
          { class: 'small' },
          h('li', {}, `judged after ${g.minLoads} canary loads`),
          h(
            'li',
            {},
            `failure or error rate more than ${points(g.failureRateMargin)} / ${points(g.errorRateMargin)} higher, seen by at least ${g.minClients} clients`,
          ),
          h(
            'li',
            {},
            `p75 LCP more than ${share(g.lcpMargin)} or p75 INP more than ${share(g.inpMargin)} slower, over at least ${g.minVitals} pages each`,
          ),
        )
      : null,
    h(
      'p',
      { class: 'muted small' },
      'Its stops are in the history, marked “guard”. Settings: PUT /api/admin/releases/<cc>/guard.',
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The change form

const changeForm = (() => {
  const ids = {
    countries: uid('countries'),
    remote: uid('remote'),
    version: uid('version'),
    percent: uid('percent'),
    reason: uid('reason'),
  };
  const errorIds = Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, `${v}-error`])) as typeof ids;
  const hintIds = { reason: `${ids.reason}-hint`, percent: `${ids.percent}-hint`, action: uid('action-hint') };

  const actionInputs = ACTIONS.map((a, i) =>
    h('input', {
      type: 'radio',
      name: 'action',
      id: `action-${a.value}`,
      value: a.value,
      checked: i === 0,
      'aria-describedby': hintIds.action,
      onchange: () => update(),
    }),
  );
  const countryBoxes = new Map<string, HTMLInputElement>();
  const allBox = h('input', {
    type: 'checkbox',
    id: uid('all-countries'),
    onchange: () => (countryBoxes.forEach((b) => (b.checked = allBox.checked && !b.disabled)), update()),
  });
  const remoteSelect = h('select', { id: ids.remote, name: 'remote', onchange: () => update() });
  const versionSelect = h('select', { id: ids.version, name: 'version', onchange: () => update() });
  const percentInput = h('input', {
    id: ids.percent,
    name: 'percent',
    type: 'number',
    min: '0.01',
    max: '100',
    step: '0.01',
    inputmode: 'decimal',
    'aria-describedby': hintIds.percent,
    value: '10',
    oninput: () => update(),
  });
  const reasonInput = h('textarea', {
    id: ids.reason,
    name: 'reason',
    rows: '2',
    maxlength: '500',
    'aria-describedby': hintIds.reason,
  });
  const actionHint = h('p', { id: hintIds.action, class: 'muted small' });
  const reasonHint = h('p', { id: hintIds.reason, class: 'muted small' });
  const preview = h('div', { class: 'preview', 'aria-live': 'polite' });
  const countriesField = h('div', { class: 'country-boxes' });
  const errors = new Map<string, HTMLElement>();
  const submit = h('button', { type: 'submit', class: 'button button-primary' }, 'Apply change');

  function fieldError(key: keyof typeof ids): HTMLElement {
    let el = errors.get(key);
    if (!el) {
      el = h('p', { id: errorIds[key], class: 'field-error' });
      errors.set(key, el);
    }
    return el;
  }

  const countriesFieldset = h(
    'fieldset',
    { id: ids.countries },
    h('legend', {}, 'Countries'),
    h('div', { class: 'radio all' }, allBox, h('label', { for: allBox.id }, 'All countries')),
    countriesField,
    fieldError('countries'),
  );
  const versionField = h(
    'div',
    { class: 'field' },
    h('label', { for: ids.version }, 'Version'),
    versionSelect,
    fieldError('version'),
  );
  const percentField = h(
    'div',
    { class: 'field' },
    h('label', { for: ids.percent }, 'Share of visitors on the candidate (%)'),
    percentInput,
    h(
      'p',
      { id: hintIds.percent, class: 'muted small' },
      'Raising the share keeps everyone who already has the candidate.',
    ),
    fieldError('percent'),
  );

  const form = h(
    'form',
    {
      class: 'change-form',
      'aria-labelledby': 'change-title',
      novalidate: true,
      onsubmit: (e: Event) => void onSubmit(e),
    },
    h(
      'fieldset',
      {},
      h('legend', {}, 'What'),
      h(
        'div',
        { class: 'radios' },
        ...ACTIONS.map((a, i) =>
          h('div', { class: 'radio' }, actionInputs[i]!, h('label', { for: `action-${a.value}` }, a.label)),
        ),
      ),
      actionHint,
    ),
    countriesFieldset,
    h('div', { class: 'field' }, h('label', { for: ids.remote }, 'Remote'), remoteSelect),
    versionField,
    percentField,
    h(
      'div',
      { class: 'field' },
      h('label', { for: ids.reason }, 'Reason'),
      reasonInput,
      reasonHint,
      fieldError('reason'),
    ),
    h('p', { class: 'muted small' }, 'The audit log names you as the one who made the change.'),
    h('div', { class: 'field' }, h('p', { class: 'preview-title' }, 'What will happen'), preview),
    submit,
  );

  const section = h(
    'section',
    { class: 'card', 'aria-labelledby': 'change-title' },
    h('h2', { id: 'change-title' }, 'Change a release'),
    form,
  );

  const action = (): Action => (actionInputs.find((i) => i.checked)?.value ?? 'pin') as Action;
  const selectedCountries = () => [...countryBoxes.entries()].filter(([, b]) => b.checked).map(([c]) => c);

  function setError(key: keyof typeof ids, message: string | null, control: HTMLElement) {
    const el = fieldError(key);
    el.textContent = message ?? '';
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      const described = new Set((control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
      described.add(errorIds[key]);
      control.setAttribute('aria-describedby', [...described].join(' '));
    } else control.removeAttribute('aria-invalid');
  }

  function setOptions(o: Overview) {
    const keepRemote = remoteSelect.value || o.remotes[0]!;
    replace(remoteSelect, ...o.remotes.map((r) => h('option', { value: r, selected: r === keepRemote }, r)));
    if (!countryBoxes.size) {
      for (const c of o.countries) {
        // A release manager for some countries sees the others, but cannot choose them.
        const box = h('input', {
          type: 'checkbox',
          id: `${ids.countries}-${c}`,
          value: c,
          disabled: !mayChange(c),
          onchange: () => update(),
        });
        countryBoxes.set(c, box);
        append(countriesField, h('div', { class: 'radio' }, box, h('label', { for: box.id }, c.toUpperCase())));
      }
    }
    update();
  }

  function update() {
    const o = state.overview;
    if (!o) return;
    const a = action();
    actionHint.textContent = ACTIONS.find((x) => x.value === a)!.hint;
    const remote = remoteSelect.value as (typeof o.remotes)[number];
    allBox.checked = selectedCountries().length === countryBoxes.size;
    versionField.hidden = !NEEDS_VERSION.includes(a);
    percentField.hidden = a !== 'canary';
    reasonHint.textContent = NEEDS_REASON.includes(a)
      ? 'Required. Goes into the audit log.'
      : 'Optional. Goes into the audit log.';
    const keepVersion = versionSelect.value;
    replace(
      versionSelect,
      h('option', { value: '' }, 'Choose a version'),
      ...o.versions[remote].map((v) =>
        h(
          'option',
          { value: v.version, disabled: !v.ok, selected: v.version === keepVersion && v.ok },
          `${v.version} · built ${v.builtAt ? new Date(v.builtAt).toLocaleDateString('en-GB') : '?'}${v.gitCommit ? ` · ${v.gitCommit.slice(0, 7)}` : ''}${v.ok ? '' : ' · fails its checks'}`,
        ),
      ),
    );
    // What will happen, per country, from what the page shows now (the server re-checks everything).
    const lines = selectedCountries().map((cc) => {
      const pin = pinSummary(o, cc, remote);
      const now = describeState({ version: pin.version, canary: pin.canary });
      const target = versionSelect.value;
      switch (a) {
        case 'pin':
          return target
            ? target === pin.version && !pin.canary
              ? `${cc.toUpperCase()}: stays on ${target}`
              : `${cc.toUpperCase()}: ${now} → ${target}`
            : `${cc.toUpperCase()}: ${now} → (choose a version)`;
        case 'rollback':
          return pin.previous.length
            ? `${cc.toUpperCase()}: ${now} → ${pin.previous.at(-1)}`
            : `${cc.toUpperCase()}: no previous pin, will be refused`;
        case 'canary':
          return `${cc.toUpperCase()}: ${pin.version} + canary ${target || '?'} at ${percentInput.value || '?'} % of visitors`;
        case 'canary-stop':
          return pin.canary
            ? `${cc.toUpperCase()}: canary ${pin.canary.version} stops, everyone on ${pin.version}`
            : `${cc.toUpperCase()}: runs no canary, will be refused`;
        case 'promote':
          return pin.canary
            ? `${cc.toUpperCase()}: ${pin.version} → ${pin.canary.version} for everyone`
            : `${cc.toUpperCase()}: runs no canary, will be refused`;
      }
    });
    replace(
      preview,
      lines.length
        ? h('ul', {}, ...lines.map((l) => h('li', {}, l)))
        : h('p', { class: 'muted' }, 'Choose at least one country.'),
    );
  }

  function validate(): HTMLElement | null {
    const a = action();
    let first: HTMLElement | null = null;
    const check = (
      key: keyof typeof ids,
      bad: boolean,
      message: string,
      control: HTMLElement,
      focusTarget: HTMLElement = control,
    ) => {
      setError(key, bad ? message : null, control);
      if (bad && !first) first = focusTarget;
    };
    check('countries', selectedCountries().length === 0, 'Choose at least one country.', countriesFieldset, allBox);
    check('version', NEEDS_VERSION.includes(a) && !versionSelect.value, 'Choose a version.', versionSelect);
    const percent = Number(percentInput.value);
    check(
      'percent',
      a === 'canary' && !(percent > 0 && percent <= 100),
      'Enter a share above 0 and at most 100.',
      percentInput,
    );
    check(
      'reason',
      NEEDS_REASON.includes(a) && !reasonInput.value.trim(),
      'Say why: the reason goes into the audit log.',
      reasonInput,
    );
    return first;
  }

  async function onSubmit(event: Event) {
    event.preventDefault();
    clearAlert();
    const o = state.overview;
    if (!o) return;
    const invalid = validate();
    if (invalid) {
      (invalid as HTMLElement).focus();
      return;
    }
    const a = action();
    const countries = selectedCountries();
    const expectedRevisions = Object.fromEntries(
      countries.map((cc) => [cc, o.manifests.find((m) => m.country === cc)!.revision]),
    );
    const base = { countries, remote: remoteSelect.value, expectedRevisions };
    const reason = reasonInput.value.trim();
    const body =
      a === 'pin'
        ? { action: a, ...base, version: versionSelect.value, reason }
        : a === 'canary'
          ? { action: a, ...base, version: versionSelect.value, percent: Number(percentInput.value), reason }
          : { action: a, ...base, ...(reason ? { reason } : {}) };
    submit.disabled = true;
    submit.textContent = 'Applying…';
    try {
      const result = await call<ReleaseChangeResponse>('POST', '/api/admin/releases/changes', body);
      reasonInput.value = '';
      await reload();
      const refused = result.outcomes.filter((x) => x.refused);
      announce(
        result.outcomes
          .filter((x) => !x.refused)
          .map((x) => (x.changed ? `Done: ${x.message}` : `Unchanged: ${x.message}`)),
      );
      if (refused.length)
        showAlert(
          'Some countries refused the change',
          refused.map((x) => ({ code: 'refused', message: x.message })),
        );
      statusRegion.focus();
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401)
        return renderSignIn('Your session has ended. Sign in again.');
      const failure = error as ApiFailure;
      showAlert(`Refused: ${failure.message}`, failure.problems ?? []);
      await reload().catch(() => undefined);
    } finally {
      submit.disabled = false;
      submit.textContent = 'Apply change';
    }
  }

  return {
    section,
    setOptions,
    prefill(country: string, remote: string) {
      countryBoxes.forEach((b, c) => (b.checked = c === country));
      remoteSelect.value = remote;
      update();
      section.scrollIntoView({ block: 'start' });
      actionInputs.find((i) => i.checked)?.focus();
    },
  };
})();

// ---------------------------------------------------------------------------------------------

async function signOut(): Promise<void> {
  await call('DELETE', '/api/admin/session').catch(() => undefined);
  state.staff = null;
  state.overview = null;
  renderSignIn();
}

function mayChange(country: string): boolean {
  const staff = state.staff;
  if (!staff) return false;
  if (staff.role === 'admin') return true;
  return staff.role === 'release-manager' && (staff.countries === null || staff.countries.includes(country));
}

const ROLE_LABELS: Record<Staff['role'], string> = {
  viewer: 'viewer',
  'release-manager': 'release manager',
  admin: 'admin',
};

function describeStaff(staff: Staff): string {
  const countries =
    staff.role === 'release-manager' && staff.countries
      ? ` for ${staff.countries.map((c) => c.toUpperCase()).join(', ')}`
      : '';
  return `${ROLE_LABELS[staff.role]}${countries}`;
}

function renderShell(): void {
  const header = h(
    'header',
    { class: 'topbar' },
    h(
      'div',
      { class: 'topbar-inner' },
      h('p', { class: 'brand' }, 'Revalu'),
      h('p', { class: 'topbar-title' }, 'Release management'),
      state.staff
        ? h(
            'p',
            { class: 'signed-in' },
            'Signed in as ',
            h('strong', {}, state.staff.name),
            ` (${describeStaff(state.staff)})`,
          )
        : null,
      h('button', { type: 'button', class: 'button button-ghost', onclick: () => void signOut() }, 'Sign out'),
    ),
  );
  const main = h(
    'main',
    { id: 'main', tabindex: '-1' },
    h(
      'div',
      { class: 'page-head' },
      h(
        'div',
        {},
        h('h1', {}, 'Releases'),
        h(
          'p',
          { class: 'muted' },
          'Which version of each remote every country runs. Changes reach customers on their next page load, with no rebuild.',
        ),
      ),
      h(
        'div',
        { class: 'page-actions' },
        loadedAt,
        h(
          'button',
          { type: 'button', class: 'button', onclick: () => void reload().then(() => announce(['Reloaded.'], 'info')) },
          'Reload',
        ),
      ),
    ),
    statusRegion,
    alertRegion,
    matrixSection,
    h(
      'div',
      { class: 'columns' },
      state.staff?.role === 'viewer'
        ? h(
            'section',
            { class: 'card', 'aria-labelledby': 'change-title' },
            h('h2', { id: 'change-title' }, 'Change a release'),
            h('p', {}, 'You are signed in as a viewer: you can see every release, but not change one.'),
          )
        : changeForm.section,
      versionsSection,
    ),
    healthSection,
    historySection,
    reportsSection,
  );
  replace(root, header, main);
}

async function reload(): Promise<void> {
  const overview = await call<Overview>('GET', '/api/admin/releases');
  state.overview = overview;
  renderMatrix(overview);
  renderVersions(overview);
  renderReports(overview);
  changeForm.setOptions(overview);
  replace(loadedAt, 'Loaded ', when(overview.generatedAt));
  await Promise.all([renderHealth(overview), renderHistory(overview)]);
}

async function start(): Promise<void> {
  try {
    state.staff = await call<Staff>('GET', '/api/admin/session');
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401) return renderSignIn();
    state.staff = null;
  }
  try {
    renderShell();
    await reload();
    // The page takes the focus once it has loaded, unless the user has already moved it (the
    // matrix's buttons work before the history below them has loaded): never pull focus away.
    const active = document.activeElement;
    if (!active || active === document.body || !root.contains(active)) document.getElementById('main')?.focus();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 401)
      return renderSignIn('Your session has ended. Sign in again.');
    replace(
      root,
      h(
        'main',
        { id: 'main', class: 'narrow' },
        h(
          'p',
          { class: 'notice notice-danger', role: 'alert' },
          `The release page could not load: ${(error as Error).message}`,
        ),
      ),
    );
  }
}

void start();
