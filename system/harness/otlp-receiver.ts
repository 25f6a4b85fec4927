import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  /** The instrumentation that made it (`@opentelemetry/instrumentation-pg`, `@fastify/otel`, ...). */
  scope: string;
  name: string;
  attributes: Record<string, unknown>;
}

/**
 * An OpenTelemetry collector's OTLP/HTTP endpoint, as far as traces in JSON go
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json): keeps every span it is sent.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const data = JSON.parse(body) as {
          resourceSpans?: {
            scopeSpans: {
              scope: { name: string };
              spans: { name: string; attributes?: { key: string; value: Record<string, unknown> }[] }[];
            }[];
          }[];
        };
        for (const resource of data.resourceSpans ?? [])
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              this.spans.push({
                scope: scope.scope.name,
                name: span.name,
                attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]])),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
