import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const PAGE_SRC = path.join(ROOT, 'api', 'src', 'modules', 'releases', 'page');
let root: string;
let out: string;

// Built as `npm run build` builds it, in a process of its own (rspack does not load inside jest).
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'release-page-'));
  out = path.join(root, 'release-page');
  execFileSync(process.execPath, ['scripts/run.mjs', 'scripts/build-release-page.ts', '--out-dir', out], { cwd: ROOT });
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(path.join(dir, d.name)) : [path.join(dir, d.name)],
  );

describe('the release page build', () => {
  it('writes exactly the files the page links: one script, its style sheet, uPlot’s and the tokens', () => {
    expect(readdirSync(out).sort()).toEqual(['release-page.css', 'release-page.js', 'tokens.css', 'uplot.css']);
    const script = readFileSync(path.join(out, 'release-page.js'), 'utf8');
    expect(script).toContain('/api/admin/releases/changes');
    // One file: the CSP allows scripts of the page's own origin and nothing inline, so no chunks load later.
    expect(script).not.toMatch(/\bimport\(/);
    expect(readFileSync(path.join(out, 'release-page.css'), 'utf8')).toContain('.health-chart');
    expect(readFileSync(path.join(out, 'tokens.css'), 'utf8')).toContain('--color-primary');
    expect(readFileSync(path.join(out, 'uplot.css'), 'utf8')).toContain('.uplot');
  });

  it('writes text, never HTML, into the page: a reason cannot inject markup', () => {
    const files = sources(PAGE_SRC).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const writingHtml = files.filter((f) =>
      /dangerouslySetInnerHTML|innerHTML|outerHTML/.test(readFileSync(f, 'utf8')),
    );
    expect(writingHtml).toEqual([]);
  });
});
