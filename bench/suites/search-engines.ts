/**
 * The search engines side by side on the 100k catalogue, in-process: each engine builds the
 * catalogue's snapshot in a process of its own (bench/lib/search-engine-probe.ts), which reports
 * build time, RSS after the build, quality on the quality set (api/src/modules/catalog/search/
 * quality-set.ts) and the index's own latency: one query after another (saturated, one thread)
 * and open loop at 1,000 queries a second. Same queries for every engine: the phrase forms of the
 * search suite's mix (type-ahead prefixes, model names, typos). The HTTP figures of the engine in
 * use are the search suite's.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from 'config';
import { LARGE_CATALOGUE_DEVICES } from '../lib/large-catalogue';
import { loadCatalogueForQueries, random, searchRequest } from '../lib/catalogue-queries';
import { printTable } from '../lib/report';
import { BENCH_DIR, REPO_ROOT } from '../lib/server';
import { loadAverage } from '../lib/machine';
import type { PhraseQuery, ProbeResult } from '../lib/search-engine-probe';
import { SEARCH_ENGINES } from '../../api/src/modules/catalog/search/search-index';

const QUERIES = 8_000;

export const server = false;

function phraseQueries(): PhraseQuery[] {
  const catalogue = loadCatalogueForQueries(LARGE_CATALOGUE_DEVICES);
  const rand = random(7);
  const out: PhraseQuery[] = [];
  const seen = new Set<string>();
  while (out.length < QUERIES) {
    const request = searchRequest(catalogue, rand);
    if (request.form !== 'prefix' && request.form !== 'phrase' && request.form !== 'typo') continue;
    if (seen.has(request.body)) continue;
    seen.add(request.body);
    const body = JSON.parse(request.body) as { search: { phrase: string }; application: string; resultSize: number };
    const country = COUNTRY_CODES.find((cc) => body.application.endsWith(`_${cc}`))!;
    out.push({ country, phrase: body.search.phrase, size: body.resultSize });
  }
  return out;
}

export async function run({ args }: { args: string[] }): Promise<void> {
  const only = args
    .find((a) => a.startsWith('--engines='))
    ?.slice('--engines='.length)
    .split(',');
  const engines = SEARCH_ENGINES.filter((e) => !only || only.includes(e));
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, 'search-engine-queries.json');
  writeFileSync(file, JSON.stringify(phraseQueries()));
  const results: ProbeResult[] = [];
  for (const engine of engines) {
    // One engine at a time: they share the machine's two cores.
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', 'scripts/run.mjs', 'bench/lib/search-engine-probe.ts', engine, file],
      { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const line = child.stdout.split('\n').find((l) => l.startsWith('PROBE '));
    if (!line) throw new Error(`${engine}: no result (exit ${child.status}): ${child.stderr.slice(-2000)}`);
    results.push(JSON.parse(line.slice('PROBE '.length)) as ProbeResult);
  }
  printTable(
    `search engines in-process, ${results[0]?.devices ?? '?'} devices, 5 languages; quality = queries whose device is in the first ${results[0]?.quality.k ?? '?'}; load average ${loadAverage()}`,
    results.map((r) => ({
      engine: r.engine,
      quality: `${r.quality.found}/${r.quality.of} (${((100 * r.quality.found) / r.quality.of).toFixed(0)}%)`,
      'p95 at 1,000/s ms': r.paced.requests ? r.paced.p95.toFixed(2) : 'cannot keep up',
      'p99 at 1,000/s ms': r.paced.requests ? r.paced.p99.toFixed(2) : '-',
      'saturated q/s': `${r.serial.perSecond.toFixed(0)} (${r.serial.requests} queries)`,
      'serial p50 / p95 ms': `${r.serial.p50.toFixed(2)} / ${r.serial.p95.toFixed(2)}`,
      'RSS MB': r.rssMb,
      'RSS before build MB': r.rssBeforeMb,
      'heap MB': r.heapMb,
      'build s': r.buildSeconds.toFixed(1),
    })),
  );
  for (const r of results)
    if (r.quality.misses.length) console.log(`${r.engine} misses: ${r.quality.misses.join(', ')}`);
}
