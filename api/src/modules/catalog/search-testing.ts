import { createTestApp, type TestApp } from '../../testing/test-app';

export interface SearchHit {
  kind: string;
  id: string;
  name: string;
  model?: string;
  url: string;
  releaseYear?: number;
  releaseMonth?: number;
  maxPrice?: number | null;
  [key: string]: unknown;
}

export interface SearchTestApp {
  t: TestApp;
  /** POST /api/trade/searches with the body as it is. */
  search(payload: unknown): Promise<{
    status: number;
    body: { total: number; hits: SearchHit[]; code?: string; fields?: Record<string, string> };
  }>;
  phrase(text: string, application?: string, resultSize?: number): ReturnType<SearchTestApp['search']>;
}

/** An app with the demo catalogue for the test file calling it. */
export function searchTestApp(): SearchTestApp {
  const app: SearchTestApp = {
    t: null as unknown as TestApp,
    async search(payload) {
      const res = await app.t.app.inject({ method: 'POST', url: '/api/trade/searches', payload: payload as object });
      return { status: res.statusCode, body: res.json() };
    },
    phrase: (text, application = 'devices_de', resultSize = 10) =>
      app.search({ search: { type: 'phrase', phrase: text }, application, resultSize }),
  };
  beforeAll(async () => {
    app.t = await createTestApp({ SEED_DEMO: 'true' });
  }, 120_000);
  afterAll(() => app.t.close());
  return app;
}
