import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN, apiUrl, E2E_DIST, E2E_STORE, REPO_ROOT, shopUrl } from '../support/env';
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

/** Pins `version` of the remote for de through the release API, as the command line and the release page do. */
async function pinDe(version: string, reason: string) {
  const res = await fetch(apiUrl('/api/admin/releases/changes'), {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'pin', countries: ['de'], remote, version, reason }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
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

  try {
    await pinDe(NEW_VERSION, 'e2e: the new version for de only');

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
    await pinDe(current, 'e2e: back to the build of this run');
  }
  await page.goto(shopUrl('de.localhost', '/'));
  await expect(page.locator(`[data-boundary="${remote}"] [data-remote-version]`)).toHaveAttribute(
    'data-remote-version',
    current,
  );
});
