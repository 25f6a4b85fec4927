import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN, E2E_DIR, remoteVersion } from '../support/env';
import { startReleaseServer, type ReleaseServer } from '../support/release-server';

// The release page at /admin/releases, as release managers use it: sign in with their own account,
// read the matrix, pin and run a canary from the form (keyboard only), read the history that names them;
// a viewer only reads, a release manager for one country changes only that one; a canary's health
// against its pinned version, and the canary guard's stop.
test.describe.configure({ mode: 'serial' });

const remote = 'mf-content';
const A = '8.1.0';
const B = '8.2.0';
/** The version the repository pins in every country. */
const PINNED = remoteVersion(remote);
const SCREENSHOTS = path.join(E2E_DIR, 'screenshots');
let server: ReleaseServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The canary guard looks every 2 s here, so the last test sees it stop a canary.
  server = await startReleaseServer(
    8099,
    { remote, versions: [A, B] },
    { env: { RELEASE_GUARD_INTERVAL_SECONDS: '2' } },
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The first accounts are added with the automation token, as an operator does.
  for (const [username, name, role, countries] of [
    ['rita', 'Rita Release', 'release-manager', null],
    ['dirk', 'Dirk Deutschland', 'release-manager', 'de'],
    ['vic', 'Vic Viewer', 'viewer', null],
  ] as const) {
    const added = await server.release(
      ['user', 'add', username, '--role', role, '--name', name, ...(countries ? ['--countries', countries] : [])],
      { input: `${PASSWORD}\n` },
    );
    expect(added.code, added.stderr).toBe(0);
  }
});

test.afterAll(async () => {
  await server?.stop();
});

const pageUrl = () => server.url('localhost', '/admin/releases');
const PASSWORD = 'a long staff password';
const servedText = async (cc: string) => (await fetch(server.url('localhost', `/releases/${cc}.json`))).text();
const served = async (cc: string) => JSON.parse(await servedText(cc));

async function signIn(page: Page, username = 'rita', password = PASSWORD) {
  await page.goto(pageUrl());
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Runs axe-core (shipped with eslint-plugin-jsx-a11y) in the page; returns serious and critical violations. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ content: readFileSync(axePath, 'utf8') });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o?: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('asks for a user name and password, refuses a wrong one clearly, and shows the matrix with the right one', async ({
  page,
}) => {
  await signIn(page, 'rita', 'not the password');
  await expect(page.getByRole('alert')).toHaveText('The user name or the password is wrong.');
  await expect(page.getByLabel('User name')).toHaveValue('rita');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/^Signed in as/)).toHaveText(
    'Signed in as Rita Release (release manager)',
  );
  const matrix = page.getByRole('table', { name: /every remote in every country/ });
  await expect(matrix.getByRole('rowheader')).toHaveCount(5);
  await expect(matrix.getByRole('columnheader', { name: remote })).toBeVisible();
  await expect(page.getByRole('button', { name: `Change ${remote} in DE` })).toBeVisible();
});

test('pins a version for two countries with the keyboard only, and the history tells who and why', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: `Change ${remote} in DE` }).focus();
  await page.keyboard.press('Enter');
  // The form is prefilled with DE and the remote, and the first action has the focus.
  await expect(page.getByRole('radio', { name: 'Pin a version' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'DE', exact: true })).toBeChecked();
  await page.keyboard.press('Tab'); // -> All countries
  await page.keyboard.press('Tab'); // -> AT
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab'); // DE, ES -> FR
  await expect(page.getByRole('checkbox', { name: 'FR', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.preview')).toContainText(`FR: ${PINNED} → (choose a version)`);
  await page.keyboard.press('Tab'); // IT
  await page.keyboard.press('Tab'); // Remote
  await expect(page.getByLabel('Remote', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab'); // Version
  await expect(page.getByRole('combobox', { name: 'Version', exact: true })).toBeFocused();
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption(A);
  await expect(page.locator('.preview')).toContainText(`DE: ${PINNED} → ${A}`);
  await expect(page.locator('.preview')).toContainText(`FR: ${PINNED} → ${A}`);

  // Submitting without a reason: the field says so, and gets the focus.
  await page.getByRole('button', { name: 'Apply change' }).press('Enter');
  await expect(page.getByLabel('Reason')).toBeFocused();
  await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Say why: the reason goes into the audit log.')).toBeVisible();

  await page.keyboard.type('New home page teaser');
  await page.getByRole('button', { name: 'Apply change' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText(`Done: de ${remote}: ${PINNED} -> ${A}`);
  await expect(page.getByRole('status')).toContainText(`Done: fr ${remote}: ${PINNED} -> ${A}`);
  expect((await served('de')).remotes[remote].version).toBe(A);
  expect((await served('fr')).remotes[remote].version).toBe(A);
  await expect(page.locator(`td[data-country="de"][data-remote="${remote}"] .cell-version`)).toContainText(A);
  const history = page.getByRole('table', { name: /Changes in DE/ });
  await expect(history.getByRole('row').nth(1)).toContainText('New home page teaser');
  await expect(history.getByRole('row').nth(1)).toContainText('Rita Release');
  await expect(history.getByRole('row').nth(1)).toContainText('release page');

  // And the shop shows it.
  await page.goto(server.url('de.localhost', '/'));
  await expect(page.locator(`[data-boundary="${remote}"] [data-remote-version]`)).toHaveAttribute(
    'data-remote-version',
    A,
  );
});

test('runs a canary, and a reason with markup stays text', async ({ page }) => {
  await signIn(page);
  await page.getByRole('radio', { name: 'Start or adjust a canary' }).check();
  await page.getByRole('checkbox', { name: 'DE', exact: true }).check();
  await page.getByLabel('Remote', { exact: true }).selectOption(remote);
  await page.getByRole('combobox', { name: 'Version', exact: true }).selectOption(B);
  await page.getByLabel('Share of visitors on the candidate (%)').fill('25');
  const reason = '<img src=x onerror="window.__pwned=1"> canary';
  await page.getByLabel('Reason').fill(reason);
  await expect(page.locator('.preview')).toContainText(`DE: ${A} + canary ${B} at 25 % of visitors`);
  await page.getByRole('button', { name: 'Apply change' }).click();
  await expect(page.getByRole('status')).toContainText(`${A} -> ${A} (canary ${B} at 25 %)`);
  await expect(page.locator(`td[data-country="de"][data-remote="${remote}"]`)).toContainText(`canary ${B} · 25 %`);
  const row = page
    .getByRole('table', { name: /Changes in DE/ })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText(reason);
  await expect(row.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect((await served('de')).remotes[remote].canary).toMatchObject({ version: B, percent: 25 });
});

test('a change decided on an old view is refused when someone else changed the country meanwhile', async ({ page }) => {
  await signIn(page);
  await page.getByRole('radio', { name: 'Stop the canary' }).check();
  await page.getByRole('checkbox', { name: 'DE', exact: true }).check();
  // Someone else, on the command line, changes de in the meantime.
  const other = await server.release(['pin', 'de', remote, B, '--reason', 'colleague promotes by hand']);
  expect(other.code).toBe(0);
  const before = await servedText('de');
  await page.getByRole('button', { name: 'Apply change' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('de changed since you looked at it');
  await expect(alert).toContainText('Nothing was changed.');
  await expect(alert).toBeFocused();
  expect(await servedText('de')).toBe(before);
  // The page reloaded what is true now.
  await expect(page.locator(`td[data-country="de"][data-remote="${remote}"] .cell-version`)).toContainText(B);
});

test('rolls back from the page, lists versions with their checks, passes axe, and looks right', async ({ browser }) => {
  // axe is injected as an inline script, which the page's CSP forbids: this context only bypasses it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.getByRole('button', { name: `Change ${remote} in DE` }).click();
  await page.getByRole('radio', { name: 'Roll back' }).check();
  await expect(page.locator('.preview')).toContainText(`DE: ${B} → ${A}`);
  await page.getByRole('button', { name: 'Apply change' }).click();
  await expect(page.getByRole('status')).toContainText(`Done: de ${remote}: ${B} -> ${A}`);
  expect((await served('de')).remotes[remote].version).toBe(A);

  await page.getByLabel('Show the versions of').selectOption(remote);
  const versions = page.getByRole('table', { name: `Published versions of ${remote}, newest first` });
  await expect(versions.getByRole('row', { name: new RegExp(`^${B.replace(/\./g, '\\.')}`) })).toContainText('ok');
  await expect(versions.getByRole('row', { name: new RegExp(`^${A.replace(/\./g, '\\.')}`) })).toContainText('DE, FR');

  await page.screenshot({ path: path.join(SCREENSHOTS, 'release-page-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the page does not scroll sideways; the wide tables scroll inside their regions.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'release-page-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1360, height: 900 });
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});

test('a viewer reads and cannot change; a release manager for de cannot choose another country', async ({ page }) => {
  await signIn(page, 'vic');
  await expect(page.getByRole('banner').getByText(/^Signed in as/)).toHaveText('Signed in as Vic Viewer (viewer)');
  await expect(page.getByRole('table', { name: /every remote in every country/ })).toBeVisible();
  await expect(
    page.getByText('You are signed in as a viewer: you can see every release, but not change one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply change' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('User name')).toBeVisible();

  await signIn(page, 'dirk');
  await expect(page.getByRole('banner').getByText(/^Signed in as/)).toHaveText(
    'Signed in as Dirk Deutschland (release manager for DE)',
  );
  await expect(page.getByRole('checkbox', { name: 'DE', exact: true })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'FR', exact: true })).toBeDisabled();
});

test('shows the canary against the pinned version, as a table and charts, and the guard’s stop', async ({
  browser,
}) => {
  // In at, which no test's shop visit reported on, B becomes the canary and browsers report on both.
  const pinned = (await served('at')).remotes[remote].version as string;
  expect(pinned).not.toBe(B);
  const canary = await server.release(['canary', 'at', remote, B, '--percent', '20', '--reason', 'health under watch']);
  expect(canary.code, canary.stderr).toBe(0);
  const report = async (events: object[]) => {
    const response = await fetch(server.url('localhost', '/api/releases/health'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ country: 'at', events }),
    });
    expect(response.status).toBe(202);
    return ((await response.json()) as { counted: number }).counted;
  };
  const load = (version: string, ms: number) => ({ kind: 'load', remote, version, ms });
  const lcp = (version: string, value: number) => ({ kind: 'vital', remote, version, name: 'LCP', value });
  expect(
    await report([
      load(pinned, 300),
      load(pinned, 320),
      load(pinned, 340),
      load(pinned, 360),
      lcp(pinned, 1800),
      lcp(pinned, 1900),
    ]),
  ).toBe(6);
  expect(
    await report([
      load(B, 400),
      load(B, 420),
      load(B, 440),
      { kind: 'failure', remote, version: B },
      { kind: 'error', remote, version: B },
      lcp(B, 2600),
      { kind: 'vital', remote, version: B, name: 'INP', value: 300 },
      // A version at does not run and the store does not hold is not counted.
      load('9.9.9', 100),
    ]),
  ).toBe(7);

  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  const section = page.getByRole('region', { name: 'Health', exact: true });
  // By default de, the last hour, and the first remote, as de runs no canary now.
  await expect(section.getByLabel('Health in', { exact: true })).toHaveValue('de');
  await expect(section.getByLabel('over the', { exact: true })).toHaveValue('1h');
  await expect(section.getByLabel('of the remote', { exact: true })).toHaveValue('mf-catalog');
  // In at, the remote that runs a canary there.
  await section.getByLabel('Health in', { exact: true }).selectOption('at');
  await expect(section.getByLabel('of the remote', { exact: true })).toHaveValue(remote);
  const table = section.getByRole('table', { name: `Health of ${remote} in AT over the last hour, per version` });
  const row = (version: string) => table.getByRole('row', { name: new RegExp(`^${version.replace(/\./g, '\\.')} `) });
  await expect(row(pinned)).toContainText('pinned');
  await expect(row(pinned).getByRole('cell').nth(0)).toHaveText('4');
  await expect(row(pinned).getByRole('cell').nth(1)).toHaveText('0.0 %0 of 4');
  await expect(row(B)).toContainText('canary');
  // 3 mounted and 1 failed: 4 loads, 1 failure; 1 of the 3 mounted threw.
  await expect(row(B).getByRole('cell').nth(0)).toHaveText('4');
  await expect(row(B).getByRole('cell').nth(1)).toHaveText('25.0 %1 of 4');
  await expect(row(B).getByRole('cell').nth(2)).toHaveText('33.3 %1 of 3 mounted');
  await expect(row(B).getByRole('cell').nth(5)).toContainText('1 with a failure or error');
  await expect(table.getByRole('row')).toHaveCount(3);
  for (const figure of ['Failure rate', 'Error rate', 'p75 LCP', 'p75 INP']) {
    const chart = section.getByRole('img', { name: new RegExp(`^${figure} of ${remote} in AT`) });
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  await expect(section.getByText('Canary guard in AT')).toBeVisible();
  await expect(section).toContainText('judged after 200 canary loads');

  await section.screenshot({ path: path.join(SCREENSHOTS, 'release-health-desktop.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The charts shrink to the phone's width.
  const canvasWidth = await section
    .locator('canvas')
    .first()
    .evaluate((c) => c.getBoundingClientRect().width);
  expect(canvasWidth).toBeLessThanOrEqual(375);
  await section.screenshot({ path: path.join(SCREENSHOTS, 'release-health-phone.png') });
  await page.setViewportSize({ width: 1360, height: 900 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // Another window: the section is drawn anew, with the focus still on the choice.
  await section.getByLabel('over the', { exact: true }).selectOption('24h');
  await expect(section.getByRole('table', { name: /over the last 24 hours, per version$/ })).toBeVisible();
  await expect(section.getByLabel('over the', { exact: true })).toBeFocused();
  await expect(section.getByRole('img', { name: /^p75 LCP .* per 15 minutes/ }).locator('canvas')).toHaveCount(1);

  // With margins this country's managers chose, the guard stops the canary and the history says so.
  const settings = await fetch(server.url('localhost', '/api/admin/releases/at/guard'), {
    method: 'PUT',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ minLoads: 4, minClients: 1 }),
  });
  expect(settings.status).toBe(200);
  await expect.poll(async () => (await served('at')).remotes[remote].canary, { timeout: 15_000 }).toBeNull();
  await page.getByLabel('Show the history of').selectOption('at');
  await page.getByRole('button', { name: 'Reload' }).click();
  const stop = page
    .getByRole('table', { name: /Changes in AT/ })
    .getByRole('row')
    .nth(1);
  await expect(stop).toContainText('canary guard');
  await expect(stop.locator('.badge')).toHaveText('guard');
  await expect(stop).toContainText('failure rate 25.0 % (1 of 4 loads, 1 clients) against 0.0 % pinned (0 of 4)');
  await expect(section).toContainText('judged after 4 canary loads');
  await context.close();
});
