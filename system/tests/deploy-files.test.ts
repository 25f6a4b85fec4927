/**
 * The deployment files (deploy/) against the code they deploy: no container engine or cluster runs
 * here, so what can be checked is checked by reading them. The nginx template runs for real in
 * topology.test.ts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parse, parseAllDocuments } from 'yaml';
import { envSchema, loadEnv } from '../../api/src/env';
import { buildApi } from '../../scripts/build-api';
import { REPO_ROOT } from '../harness/built-api';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
// `merge`: compose's `<<: *api` as compose reads it.
const yaml = (file: string) => parse(read(file), { merge: true }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Settings that stay at their defaults in a deployment (paths inside the image, test switches). */
const NOT_DEPLOYED = new Set(['HOST', 'DATA_DIR', 'PGLITE_MEMORY', 'DIST_DIR', 'REMOTE_STORE_DIR', 'MAIL_DIR']);

test("the ConfigMap and Secret hold the server's settings, and nothing it does not know", () => {
  const config = yaml('deploy/kubernetes/configmap.yaml').data as Record<string, string>;
  const secret = yaml('deploy/kubernetes/secret.yaml').stringData as Record<string, string>;
  const known = new Set(Object.keys(envSchema.shape));
  const deployed = [...Object.keys(config), ...Object.keys(secret)];
  assert.deepEqual(
    deployed.filter((k) => !known.has(k)),
    [],
  );
  // Settings of a choice of the deployment are there as comments: traces where a collector runs, a
  // remote store of its own.
  const commented = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'REMOTE_STORE_URL'];
  for (const k of commented) assert.match(read('deploy/kubernetes/configmap.yaml'), new RegExp(`# ${k}: `));
  const missing = [...known].filter((k) => !deployed.includes(k) && !NOT_DEPLOYED.has(k) && !commented.includes(k));
  assert.deepEqual(missing, []);
  for (const k of Object.keys(secret)) assert.ok(!(k in config), `${k} is in both`);
});

test("the ConfigMap's and compose's settings pass the server's own checks", () => {
  // The Secret's and shop.env.example's placeholders stand for real values: these are well-formed ones.
  const secrets = {
    ADMIN_TOKEN: 'deploy-files-admin-token-0123456789',
    CMS_USER: 'editor',
    CMS_PASSWORD: 'deploy-files-cms-password',
    JWT_SECRET: 'deploy-files-jwt-secret-0123456789abcdef',
    TRADE_ACCESS_SECRET: 'deploy-files-trade-access-secret-0123456789',
    PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    METRICS_TOKEN: 'deploy-files-metrics-token-0123456789',
  };
  const config = yaml('deploy/kubernetes/configmap.yaml').data as Record<string, string>;
  const env = loadEnv({ ...config, ...secrets, DATABASE_URL: 'postgres://shop@db/shop' });
  assert.equal(env.NODE_ENV, 'production');
  const example = Object.fromEntries(
    read('deploy/shop.env.example')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const compose = yaml('deploy/compose.yaml');
  for (const service of ['api-1', 'api-2']) {
    const composed = loadEnv({ ...example, ...compose.services[service].environment });
    assert.equal(composed.NODE_ENV, 'production', service);
    assert.ok(composed.DATABASE_URL && composed.REDIS_URL && composed.SMTP_URL, service);
  }
});

test('the Deployment probes /ready and /health, runs as non-root and waits for a graceful stop', () => {
  const deployment = yaml('deploy/kubernetes/deployment.yaml');
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0];
  assert.equal(container.readinessProbe.httpGet.path, '/ready');
  assert.equal(container.livenessProbe.httpGet.path, '/health');
  assert.deepEqual(container.command, ['node', 'api/dist/server.js']);
  assert.equal(pod.securityContext.runAsNonRoot, true);
  const config = yaml('deploy/kubernetes/configmap.yaml').data as Record<string, string>;
  const stopMs = Number(config.SHUTDOWN_DELAY_MS) + Number(config.SHUTDOWN_TIMEOUT_MS);
  assert.ok(pod.terminationGracePeriodSeconds * 1000 > stopMs, 'the grace period covers delay and timeout');
  assert.equal(Number(config.PORT), container.ports[0].containerPort);
  const service = yaml('deploy/kubernetes/service.yaml');
  assert.deepEqual(service.spec.selector, deployment.spec.selector.matchLabels);
  assert.deepEqual(yaml('deploy/kubernetes/pdb.yaml').spec.selector.matchLabels, deployment.spec.selector.matchLabels);
  assert.equal(yaml('deploy/kubernetes/hpa.yaml').spec.scaleTargetRef.name, deployment.metadata.name);
  const kustomization = yaml('deploy/kubernetes/kustomization.yaml');
  for (const resource of kustomization.resources as string[]) read(`deploy/kubernetes/${resource}`);
});

test('the image runs the built server as non-root with a health check, from every workspace', () => {
  const dockerfile = read('deploy/Dockerfile');
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /^HEALTHCHECK [^\n]*\\\n[^\n]*\/health/m);
  assert.match(dockerfile, /^CMD \["node", "api\/dist\/server\.js"\]$/m);
  assert.match(dockerfile, /^RUN npm ci --omit=dev/m);
  assert.match(dockerfile, /^RUN npm run build$/m);
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  for (const workspace of workspaces) {
    assert.match(dockerfile, new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, 'm'), workspace);
  }
});

test('compose runs a balancer, two API replicas, PostgreSQL, Redis and a mail catcher', () => {
  const compose = yaml('deploy/compose.yaml');
  assert.deepEqual(Object.keys(compose.services).sort(), ['api-1', 'api-2', 'mailpit', 'nginx', 'postgres', 'redis']);
  assert.ok(
    (compose.services.nginx.volumes as string[]).some((v) => v.startsWith('./nginx/shop.conf.template:')),
    'nginx uses the template the topology test runs',
  );
  assert.match(compose.services.nginx.environment.SHOP_API_SERVERS, /api-1:8080.*api-2:8080/);
  assert.equal(compose.services['api-1'].environment.TRUST_PROXY, '1', 'one proxy in front');
  assert.equal(compose.services['api-1'].ports, undefined, 'the instances are reached through nginx only');
});

test("the balancer overwrites the client's X-Forwarded-For, and keeps /metrics to itself", () => {
  const template = read('deploy/nginx/shop.conf.template');
  const directives = template
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  assert.ok(directives.includes('proxy_set_header X-Forwarded-For $remote_addr;'));
  assert.ok(!directives.some((d) => d.includes('$proxy_add_x_forwarded_for')), 'never appends at the edge');
  assert.match(template, /location = \/metrics \{\s*return 404;\s*\}/);
});

test('every metric the alert rules use is one the server exports', () => {
  const rules = parseAllDocuments(read('deploy/prometheus/alerts.yaml'))[0]!.toJSON() as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  const source = read('api/src/plugins/metrics.ts');
  const exported = new Set([...source.matchAll(/name: '([a-z_]+)'/g)].map((m) => m[1]!));
  // prom-client's default metrics, and Prometheus's own `up`.
  for (const name of ['up', 'nodejs_eventloop_lag_p99_seconds']) exported.add(name);
  for (const rule of rules.groups.flatMap((g) => g.rules)) {
    for (const [, name] of rule.expr.matchAll(/\b([a-z_]+)(?:_bucket|_count|_sum)?\{/g)) {
      const base = name!.replace(/_(bucket|count|sum)$/, '');
      assert.ok(exported.has(base), `${rule.alert} uses ${name}, which nothing exports`);
    }
  }
});

test("the built server imports from node_modules only what the image's production install has", async () => {
  // The image installs `npm ci --omit=dev`: a package the server imports must be a dependency (not
  // a devDependency) of the API or of a workspace package compiled into it.
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-build-'));
  try {
    await buildApi({ outDir, log: () => undefined });
    const manifest = (dir: string) =>
      JSON.parse(read(`${dir}/package.json`)) as { name: string; dependencies?: Record<string, string> };
    const api = manifest('api');
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.map(manifest);
    const bundled = workspaces.filter((w) => w.name in (api.dependencies ?? {}));
    const production = new Set([api, ...bundled].flatMap((m) => Object.keys(m.dependencies ?? {})));
    const builtins = new Set(builtinModules);
    const imported = new Set<string>();
    for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(outDir, file), 'utf8');
      // esbuild's output: `import ... from "x";` and `import "x";` at the start of a line, `import("x")`.
      const imports = code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";|^import\s*"([^"]+)";|\bimport\("([^"]+)"\)/gm);
      for (const match of imports) {
        const specifier = match[1] ?? match[2] ?? match[3];
        if (specifier!.startsWith('.') || specifier!.startsWith('node:') || builtins.has(specifier!)) continue;
        const parts = specifier!.split('/');
        imported.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
    assert.ok(imported.has('fastify') && imported.has('pg'), [...imported].join(', '));
    assert.deepEqual(
      [...imported].filter((name) => !production.has(name)),
      [],
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
