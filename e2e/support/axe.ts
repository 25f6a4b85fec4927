import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the devtools protocol: the shop's Content-Security-Policy rightly refuses inline scripts.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOutcome {
  /** One line per violation: rule, impact, help and where. */
  violations: string[];
  /** How many rules passed (a check that ran on nothing passes nothing). */
  passed: number;
}

/** axe-core's WCAG 2.x A and AA rules on the page, or on the regions `include` selects. */
export async function runAxe(page: Page, include?: string[]): Promise<AxeOutcome> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (regions) => {
    interface Violation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[]; passes: unknown[] }> };
      }
    ).axe;
    const context = regions ? { include: regions.map((r) => [r]) } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return {
      violations: result.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      passed: result.passes.length,
    };
  }, include ?? null);
}

/** Expects no violation of those rules on the page (or its regions), and that the rules ran on something. */
export async function expectNoAxeViolations(page: Page, include?: string[]): Promise<void> {
  const { violations, passed } = await runAxe(page, include);
  expect(passed, 'axe rules that passed').toBeGreaterThan(10);
  expect(violations).toEqual([]);
}
