// One jest run for the whole repository: a project per package. The API's tests run twice,
// on the embedded PGlite and on the PostgreSQL at 127.0.0.1:5432 when it answers (as in CI).
import net from 'node:net';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // The same subsets the bundles use (shared/src/vendor), over the full packages.
    '^react-router$': '<rootDir>/../shared/src/vendor/react-router.ts',
    '^react-router-full$': '<rootDir>/../node_modules/react-router/dist/development/index.js',
    '^react-i18next$': '<rootDir>/../shared/src/vendor/react-i18next.ts',
    '^react-i18next-full$': '<rootDir>/../node_modules/react-i18next/dist/commonjs/index.js',
    '^zod/mini$': '<rootDir>/../shared/src/vendor/zod-mini.ts',
    '^zod-mini-full$': '<rootDir>/../node_modules/zod/mini/index.cjs',
    '^zustand/middleware$': '<rootDir>/../shared/src/vendor/zustand-middleware.ts',
    '^zustand-middleware-full$': '<rootDir>/../node_modules/zustand/middleware.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../shared/src/testing/style-stub.cjs',
    '\\.(svg|png|jpe?g|webp|webm|mp4)$': '<rootDir>/../shared/src/testing/file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // ESM-only packages that jest (CommonJS, Node 20) cannot require: swc compiles them. linkedom and what it
  // uses: mf-content's server-side HTML parser (parse-html.server.ts), compared with the browser's in a test.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|content-disposition|jose|linkedom|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype|css-select|css-what|nth-check|boolbase|uhyphen|cssomnom)/)',
  ],
};

function web(name) {
  return {
    ...common,
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
    setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup-dom.ts'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.ts'],
  };
}

function node(name, dir, extra = {}) {
  return {
    ...common,
    displayName: name,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    ...extra,
  };
}

function postgresAnswers(host = '127.0.0.1', port = 5432) {
  if (process.env.TEST_POSTGRES === '0') return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// PGlite is PostgreSQL's own code compiled to WebAssembly: SQL behaves the same on both. Where PostgreSQL
// answers, it runs every API test (production's database) and PGlite the tests of what differs between
// the two in the shop's own code: the database layer and its migrations, transactions under concurrency
// (checkout's idempotent trades, accounts' token rotation). TEST_PGLITE=all runs every test on both.
const PGLITE_ALONGSIDE_POSTGRES = [
  '<rootDir>/src/db/**/*.test.ts',
  '<rootDir>/src/modules/checkout/**/*.test.ts',
  '<rootDir>/src/modules/account/**/*.test.ts',
];

export default async () => {
  const api = (db, testMatch) =>
    node(`api-${db}`, 'api', {
      globals: { __TEST_DB__: db },
      setupFiles: ['<rootDir>/src/testing/setup-env.ts'],
      // Each test file opens its own database; PGlite takes a moment to start.
      testTimeout: 30_000,
      ...(testMatch ? { testMatch } : {}),
    });
  const postgres = await postgresAnswers();
  const pgliteTests = postgres && process.env.TEST_PGLITE !== 'all' ? PGLITE_ALONGSIDE_POSTGRES : undefined;
  return {
    // A global option (jest ignores it inside a project): PGlite and Argon2 take seconds on a busy machine.
    testTimeout: 30_000,
    // jest's default is one worker less than the cores: a single worker on a 2-core CI machine. The
    // API tests mostly wait on PGlite or PostgreSQL, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      node('config', 'config'),
      web('shared'),
      web('host'),
      web('mf-catalog'),
      web('mf-checkout'),
      web('mf-account'),
      web('mf-content'),
      api('pglite', pgliteTests),
      ...(postgres ? [api('postgres')] : []),
      node('scripts', 'scripts', { testMatch: ['<rootDir>/**/*.test.ts'] }),
    ],
  };
};
