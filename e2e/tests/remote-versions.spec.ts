import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIST, E2E_RELEASES, E2E_STORE, REPO_ROOT, shopUrl } from '../support/env';
import { folderFingerprint } from '../support/remote-version';

// Builds a new version of a remote and points one country at it: the release path of the
// foundation, end to end, without rebuilding the host or touching the other country.
test.describe.configure({ mode: 'serial' });

const NEW_VERSION = '0.1.1-e2e';
const remote = 'mf-content';

function buildRemote(version: string): string {
  return execFileSync(
    process.execPath,
    ['scripts/run.mjs', 'scripts/build.ts', remote, '--dist-root', E2E_DIST, '--version', version],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
}

test('a new remote version is built beside the old one and pinned for de only', async ({ page }) => {
  test.setTimeout(120_000);
  const current = JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')).version as string;
  const oldDir = path.join(E2E_STORE, remote, current);
  const before = folderFingerprint(oldDir);
  const newDir = path.join(E2E_STORE, remote, NEW_VERSION);

  if (!existsSync(newDir)) buildRemote(NEW_VERSION);
  expect(existsSync(path.join(newDir, 'mf-manifest.json'))).toBe(true);
  expect(folderFingerprint(oldDir)).toBe(before);

  // Building the same version again changes nothing.
  const newPrint = folderFingerprint(newDir);
  expect(buildRemote(NEW_VERSION)).toContain('built already');
  expect(folderFingerprint(newDir)).toBe(newPrint);

  const pinFile = path.join(E2E_RELEASES, 'de.json');
  const original = readFileSync(pinFile, 'utf8');
  try {
    const pins = JSON.parse(original);
    pins.remotes[remote] = { version: NEW_VERSION, lastKnownGood: current, canary: null };
    writeFileSync(pinFile, JSON.stringify(pins, null, 2));

    await page.goto(shopUrl('de.localhost', '/'));
    await expect(page.locator(`[data-boundary="${remote}"] [data-remote-version]`)).toHaveAttribute(
      'data-remote-version',
      NEW_VERSION,
    );
    await page.goto(shopUrl('fr.localhost', '/'));
    await expect(page.locator(`[data-boundary="${remote}"] [data-remote-version]`)).toHaveAttribute(
      'data-remote-version',
      current,
    );
  } finally {
    writeFileSync(pinFile, original);
  }
  await page.goto(shopUrl('de.localhost', '/'));
  await expect(page.locator(`[data-boundary="${remote}"] [data-remote-version]`)).toHaveAttribute(
    'data-remote-version',
    current,
  );
});
