// Loaded first into the built API (`node --import ./no-typescript-at-run-time.mjs api/dist/server.js`)
// by the system tests: any module of a TypeScript tool that the server would load, through `import`
// (in any thread: the hook runs for the workers too) or `require`, fails to load and is named on
// standard error. The server then fails where it needs it, and the tests see it. Compilers only:
// runtime helpers that compiled code uses (@swc/helpers, through pdfkit) are ordinary libraries.
import { createRequire, register } from 'node:module';

const FORBIDDEN =
  /[\\/]node_modules[\\/](tsx|jiti|typescript|esbuild|@esbuild|@swc[\\/]core|@swc[\\/]jest|ts-node)[\\/]/;

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const FORBIDDEN = ${FORBIDDEN};
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context);
        if (FORBIDDEN.test(resolved.url)) {
          process.stderr.write('TYPESCRIPT-TOOLING-LOADED ' + resolved.url + '\\n');
          throw new Error('TypeScript tooling at run time: ' + resolved.url);
        }
        return resolved;
      }
    `),
);

const Module = createRequire(import.meta.url)('node:module');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const file = resolveFilename.call(this, request, ...rest);
  if (FORBIDDEN.test(file)) {
    process.stderr.write(`TYPESCRIPT-TOOLING-LOADED ${file}\n`);
    throw new Error(`TypeScript tooling at run time: ${file}`);
  }
  return file;
};
