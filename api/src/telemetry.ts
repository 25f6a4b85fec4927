import type { Env } from './env';

export interface Telemetry {
  /** Sends the spans still buffered, then stops (shutdown). */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise nothing of it is
 * even loaded, and a request costs nothing more. Must run before the server's modules load
 * (server.ts imports the app after it): instrumentations patch `node:http`, `pg` and `ioredis` as
 * they are loaded, and Fastify is instrumented from its creation (`@fastify/otel`, Fastify's own
 * instrumentation, through the diagnostics channel Fastify publishes when an instance is created).
 *
 * The SDK reads the rest from the standard variables: OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by
 * default), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER(_ARG), OTEL_SERVICE_NAME (`revalu-api`
 * here unless set), OTEL_RESOURCE_ATTRIBUTES.
 */
export async function startTelemetry(env: Env): Promise<Telemetry | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // The server is ES modules: a loader hook lets the instrumentations patch what is imported from
  // now on, limited to the modules they ask for (import-in-the-middle's message channel).
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ]);
  // Traces only: metrics are Prometheus's (/metrics), logs go to standard output.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'revalu-api',
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not traffic worth a trace.
        ignoreIncomingRequestHook: (request) => /^\/(health|ready|metrics)(\?|$)/.test(request.url ?? ''),
      }),
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per request and per handler; one per lifecycle hook (a dozen a request) is noise.
        instrumentHooks: false,
        ignorePaths: (route) => ['/health', '/ready', '/metrics'].includes(route.url),
        // The request id of the log lines and the answer (plugins/request-id.ts), to find one from the other.
        requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return { shutdown: () => sdk.shutdown() };
}
