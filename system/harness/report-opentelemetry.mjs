// Loaded first into the built API by the system tests, beside the TypeScript guard: names on standard
// error the first OpenTelemetry module the process (or a worker thread of it) loads, so a test can tell
// that tracing code is loaded only where OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      let reported = false;
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context);
        if (!reported && /[\\\\/]node_modules[\\\\/]@opentelemetry[\\\\/]/.test(resolved.url)) {
          reported = true;
          process.stderr.write('OPENTELEMETRY-LOADED ' + resolved.url + '\\n');
        }
        return resolved;
      }
    `),
);
