import { CONTENT_PAGE_KEYS, COUNTRY_CODES } from 'config';
import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { jsonApiProblems } from '../testing/json-api';
import { DEV_CMS_PASSWORD, DEV_CMS_USER } from './editor-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const JSON_API = 'application/vnd.api+json';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const editor = basic(DEV_CMS_USER, DEV_CMS_PASSWORD);

function patch(url: string, body: unknown, authorization?: string, contentType = JSON_API) {
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
    payload: JSON.stringify(body),
  });
}

describe(`content JSON:API (${TEST_DB})`, () => {
  it('lists the 11 pages of every country as a valid JSON:API document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/content-pages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(JSON_API);
    const doc = res.json();
    expect(jsonApiProblems(doc)).toEqual([]);
    expect(doc.data).toHaveLength(COUNTRY_CODES.length * CONTENT_PAGE_KEYS.length);
    for (const page of doc.data) {
      expect(page.type).toBe('content-pages');
      expect(page.attributes.body.length).toBeGreaterThan(400);
      expect(page.attributes.title.length).toBeGreaterThan(2);
    }
  });

  it('finds a page by country and slug, with sparse fieldsets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cms/content-pages?filter[country]=fr&filter[slug]=cgv&fields[content-pages]=title,slug',
    });
    const doc = res.json();
    expect(jsonApiProblems(doc)).toEqual([]);
    expect(doc.data).toHaveLength(1);
    expect(doc.data[0]).toMatchObject({
      id: 'fr-terms',
      attributes: { title: 'Conditions générales de vente', slug: 'cgv' },
    });
    expect(doc.data[0].attributes.body).toBeUndefined();
  });

  it('serves a home page with its menus included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/home-pages/de-default?include=menus' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(jsonApiProblems(doc)).toEqual([]);
    expect(doc.data.attributes).toMatchObject({ country: 'de', shopMode: 'default', locale: 'de-DE' });
    expect(doc.data.attributes.steps.items).toHaveLength(3);
    const ids = doc.data.relationships.menus.data.map((m: { id: string }) => m.id);
    expect(ids).toEqual(['de-default-help', 'de-default-social']);
    expect(doc.included.map((m: { id: string }) => m.id)).toEqual(ids);
  });

  it('has home data for every country and shop mode it runs, reviews only in Germany, no newsletter in Austria', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/home-pages' })).json();
    expect(jsonApiProblems(doc)).toEqual([]);
    const byId = Object.fromEntries(doc.data.map((d: { id: string; attributes: unknown }) => [d.id, d.attributes]));
    expect(Object.keys(byId).sort()).toEqual([
      'at-b2bWidget',
      'at-default',
      'de-agan',
      'de-aganwidget',
      'de-b2bWidget',
      'de-default',
      'es-b2bWidget',
      'es-default',
      'fr-b2bWidget',
      'fr-default',
      'it-b2bWidget',
      'it-default',
    ]);
    expect(byId['de-default'].reviews.items.length).toBeGreaterThan(2);
    expect(byId['fr-default'].reviews).toBeNull();
    expect(byId['at-default'].newsletter).toBeNull();
    expect(byId['es-default'].newsletter).not.toBeNull();
    // The home banner, where the country's flag is on: the offer's guarantee, linking to "how it works".
    expect(byId['de-default'].banner).toMatchObject({
      title: 'Ihr Preis gilt 7 Tage',
      link: { route: { name: 'content', params: { content: 'so-funktionierts' } } },
    });
    expect(byId['it-default'].banner).toMatchObject({
      title: 'Il tuo prezzo è garantito per 7 giorni',
      link: { label: 'Come funziona' },
    });
  });

  it('schedules a home banner linking to a page of the country, and refuses a wrong link or wrong days, changing nothing', async () => {
    const url = '/api/cms/home-pages/es-default';
    const seeded = (await t.app.inject({ method: 'GET', url })).json().data.attributes;
    expect(seeded.banner).toMatchObject({
      title: 'Tu precio está garantizado 7 días',
      link: { route: { params: { content: 'como-funciona' } } },
    });
    const banner = {
      title: 'Envíos en Navidad',
      text: 'Si entregas el paquete antes del 19 de diciembre, te pagamos antes de Navidad.',
      link: { label: 'Cómo embalar', route: { name: 'content', params: { content: 'consejos-de-embalaje' } } },
      from: '2026-12-01',
      until: '2026-12-24',
    };
    const saved = await patch(url, { data: { type: 'home-pages', id: 'es-default', attributes: { banner } } }, editor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({ banner, version: seeded.version + 1 });

    const refused = [
      {
        banner: { ...banner, link: { label: 'B2B', route: { name: 'b2bLandingpage' } } },
        status: 422,
        code: 'unknown_route',
      },
      {
        banner: { ...banner, link: { label: 'X', route: { name: 'content', params: { content: 'no-existe' } } } },
        status: 422,
        code: 'unknown_content_page',
      },
      { banner: { ...banner, from: '2026-12-24', until: '2026-12-01' }, status: 400 },
      { banner: { ...banner, from: '2026-02-30' }, status: 400 },
      { banner: { ...banner, title: '' }, status: 400 },
      { banner: { ...banner, link: { label: 'Fuera', url: 'https://example.com/' } }, status: 400 },
    ];
    for (const { banner: wrong, status, code } of refused) {
      const res = await patch(
        url,
        { data: { type: 'home-pages', id: 'es-default', attributes: { banner: wrong } } },
        editor,
      );
      expect(res.statusCode).toBe(status);
      expect(jsonApiProblems(res.json())).toEqual([]);
      if (code)
        expect(res.json().errors[0]).toMatchObject({ code, source: { pointer: '/data/attributes/banner/link/route' } });
    }
    const after = (await t.app.inject({ method: 'GET', url })).json().data.attributes;
    expect(after).toMatchObject({ banner, version: seeded.version + 1 });

    const removed = await patch(
      url,
      { data: { type: 'home-pages', id: 'es-default', attributes: { banner: null } } },
      editor,
    );
    expect(removed.json().data.attributes.banner).toBeNull();
  });

  it('answers unknown resources and bad filters with JSON:API errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/cms/content-pages/de-nonsense' });
    expect(missing.statusCode).toBe(404);
    expect(jsonApiProblems(missing.json())).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/cms/menus?filter[country]=xx' });
    expect(bad.statusCode).toBe(400);
    const doc = bad.json();
    expect(jsonApiProblems(doc)).toEqual([]);
    expect(doc.errors[0].source).toEqual({ parameter: 'filter[country]' });
  });

  it('refuses editing without credentials, with wrong ones, and changes nothing', async () => {
    const body = { data: { type: 'content-pages', id: 'de-imprint', attributes: { title: 'Gehackt' } } };
    const none = await patch('/api/cms/content-pages/de-imprint', body);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
    expect(jsonApiProblems(none.json())).toEqual([]);
    const wrong = await patch('/api/cms/content-pages/de-imprint', body, basic(DEV_CMS_USER, 'wrong-password-123'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].code).toBe('invalid_credentials');
    const wrongUser = await patch('/api/cms/content-pages/de-imprint', body, basic('admin', DEV_CMS_PASSWORD));
    expect(wrongUser.statusCode).toBe(401);
    const page = (await t.app.inject({ method: 'GET', url: '/api/cms/content-pages/de-imprint' })).json();
    expect(page.data.attributes.title).toBe('Impressum');
    expect(page.data.attributes.version).toBe(1);
  });

  it('edits a page, sanitizing script and event handlers away, and keeps a revision', async () => {
    const body = {
      data: {
        type: 'content-pages',
        id: 'it-press',
        attributes: {
          title: 'Stampa e media',
          body: '<h2 id="x">Contatti</h2><p onclick="alert(1)">Scrivici <a href="javascript:alert(2)">qui</a> o <a href="route:contact">al servizio</a>.</p><script>alert(3)</script><img src=x onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
        },
      },
    };
    const res = await patch('/api/cms/content-pages/it-press', body, editor);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(jsonApiProblems(doc)).toEqual([]);
    const html: string = doc.data.attributes.body;
    expect(html).toBe('<h2 id="x">Contatti</h2><p>Scrivici <a>qui</a> o <a href="route:contact">al servizio</a>.</p>');
    expect(doc.data.attributes.version).toBe(2);
    const stored = await t.db.query<{ body_html: string; updated_by: string }>(
      "select body_html, updated_by from cms_content_pages where country = 'it' and page_key = 'press'",
    );
    expect(stored.rows[0]).toEqual({ body_html: html, updated_by: DEV_CMS_USER });
    const revisions = await t.db.query<{ n: number }>(
      "select count(*)::int as n from cms_revisions where resource_id = 'it-press'",
    );
    expect(revisions.rows[0]!.n).toBe(1);
  });

  it('sanitizes again on the way out, whatever reached the table', async () => {
    await t.db.query(
      `update cms_content_pages set body_html = '<p>ok</p><script>alert(1)</script><p style="x" onmouseover="alert(2)">hi</p>' where country = 'es' and page_key = 'press'`,
    );
    const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/content-pages/es-press' })).json();
    expect(doc.data.attributes.body).toBe('<p>ok</p><p>hi</p>');
  });

  it('refuses a body that is not application/vnd.api+json, media type parameters, and mismatched ids', async () => {
    const body = { data: { type: 'menus', id: 'de-default-help', attributes: { items: [] } } };
    const json = await patch('/api/cms/menus/de-default-help', body, editor, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(jsonApiProblems(json.json())).toEqual([]);
    const params = await patch('/api/cms/menus/de-default-help', body, editor, `${JSON_API}; charset=utf-8`);
    expect(params.statusCode).toBe(415);
    const mismatch = await patch(
      '/api/cms/menus/de-default-help',
      { data: { ...body.data, id: 'de-default-social' } },
      editor,
    );
    expect(mismatch.statusCode).toBe(409);
    expect(jsonApiProblems(mismatch.json())).toEqual([]);
    const accept = await t.app.inject({
      method: 'GET',
      url: '/api/cms/menus',
      headers: { accept: `${JSON_API}; foo=bar` },
    });
    expect(accept.statusCode).toBe(406);
  });

  it('validates menu links against the route table and home sections against their schema', async () => {
    const badRoute = await patch(
      '/api/cms/menus/fr-default-help',
      {
        data: {
          type: 'menus',
          id: 'fr-default-help',
          attributes: { items: [{ label: 'B2B', route: { name: 'b2bLandingpage' } }] },
        },
      },
      editor,
    );
    expect(badRoute.statusCode).toBe(422);
    expect(badRoute.json().errors[0]).toMatchObject({
      code: 'unknown_route',
      source: { pointer: '/data/attributes/items/0/route' },
    });
    const badSteps = await patch(
      '/api/cms/home-pages/fr-default',
      {
        data: {
          type: 'home-pages',
          id: 'fr-default',
          attributes: { steps: { title: 'Étapes', items: [{ title: 'Une', text: 'Seule' }] } },
        },
      },
      editor,
    );
    expect(badSteps.statusCode).toBe(400);
    expect(jsonApiProblems(badSteps.json())).toEqual([]);
    const stored = (await t.app.inject({ method: 'GET', url: '/api/cms/home-pages/fr-default' })).json();
    expect(stored.data.attributes.steps.items).toHaveLength(3);
    expect(stored.data.attributes.version).toBe(1);
  });

  it('edits a home page section and a menu', async () => {
    const hero = {
      title: 'Vendez en toute confiance',
      lead: 'Un prix ferme, un envoi gratuit, un paiement rapide.',
      highlights: ['Envoi gratuit'],
    };
    const res = await patch(
      '/api/cms/home-pages/fr-default',
      { data: { type: 'home-pages', id: 'fr-default', attributes: { hero } } },
      editor,
    );
    expect(res.statusCode).toBe(200);
    expect(jsonApiProblems(res.json())).toEqual([]);
    expect(res.json().data.attributes).toMatchObject({ hero, version: 2 });
    const items = [
      { label: 'Nous contacter', route: { name: 'contact' } },
      { label: 'CGV', route: { name: 'content', params: { content: 'cgv' } } },
    ];
    const menu = await patch(
      '/api/cms/menus/fr-default-help',
      { data: { type: 'menus', id: 'fr-default-help', attributes: { items } } },
      editor,
    );
    expect(menu.statusCode).toBe(200);
    expect(menu.json().data.attributes.items).toEqual(items);
  });
});

describe(`conditions video captions (${TEST_DB})`, () => {
  it('serves the captions of a flagged country as WebVTT and 404 where there is no video', async () => {
    const vtt = await t.app.inject({ method: 'GET', url: '/api/cms/home-pages/fr-default/video-captions.vtt' });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:05\.000\nQuel est l’état de votre appareil/);
    const none = await t.app.inject({ method: 'GET', url: '/api/cms/home-pages/it-default/video-captions.vtt' });
    expect(none.statusCode).toBe(404);
  });
});
