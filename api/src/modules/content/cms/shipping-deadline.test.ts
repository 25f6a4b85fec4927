import { COUNTRY_CODES, type CountryCode } from 'config';
import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { CLARIFICATION_MIN_DEADLINE_DAYS } from 'config/content';
import { up } from '../../../db/migrations/0412_seeded_pages_shipping_deadline';
import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';

const DAYS: Record<CountryCode, string> = { de: 'Tagen', at: 'Tagen', es: 'días', fr: 'jours', it: 'giorni' };
/** The clarification's answer deadline in the terms: another number, which stays. */
const CLARIFICATION: Record<CountryCode, string> = {
  de: `mindestens ${CLARIFICATION_MIN_DEADLINE_DAYS} Tage`,
  at: `mindestens ${CLARIFICATION_MIN_DEADLINE_DAYS} Tage`,
  es: `de al menos ${CLARIFICATION_MIN_DEADLINE_DAYS} días`,
  fr: `${CLARIFICATION_MIN_DEADLINE_DAYS} jours au minimum`,
  it: `almeno ${CLARIFICATION_MIN_DEADLINE_DAYS} giorni`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function body(country: CountryCode, key: string): Promise<string> {
  const { rows } = await t.db.query<{ body_html: string }>(
    'select body_html from cms_content_pages where country = $1 and page_key = $2',
    [country, key],
  );
  return rows[0]!.body_html;
}

describe(`seeded content pages: the drop-off deadline (${TEST_DB})`, () => {
  it.each(COUNTRY_CODES)(
    '%s: "how it works" and the terms give the shop\'s drop-off deadline, the terms keep the clarification deadline',
    async (country) => {
      const days = (n: number) => new RegExp(`(?<!\\d)${n} ${DAYS[country]}`, 'g');
      for (const key of ['howItWorks', 'terms']) {
        const html = await body(country, key);
        expect([key, html.match(days(SHIPPING_DEADLINE_DAYS))?.length ?? 0]).toEqual([key, 1]);
        expect([
          key,
          html.replace(CLARIFICATION[country], '').match(/(?<!\d)7 (Tagen|Tage|días|jours|giorni)/g),
        ]).toEqual([key, null]);
      }
      expect(await body(country, 'terms')).toContain(CLARIFICATION[country]);
    },
  );

  it('migration 0412 gives pages seeded with the old deadline the current text, and leaves pages an editor changed alone', async () => {
    const current = await body('de', 'howItWorks');
    const old = current.replace(`${SHIPPING_DEADLINE_DAYS} Tagen`, '7 Tagen');
    const edited = '<p>Versand innerhalb von 7 Tagen, sagt die Redaktion.</p>';
    await t.db.query(`update cms_content_pages set body_html = $1 where country = 'de' and page_key = 'howItWorks'`, [
      old,
    ]);
    await t.db.query(
      `update cms_content_pages set body_html = $1, version = 2, updated_by = 'editor' where country = 'it' and page_key = 'terms'`,
      [edited],
    );

    await t.db.transaction((tx) => up(tx));

    expect(await body('de', 'howItWorks')).toBe(current);
    expect(await body('it', 'terms')).toBe(edited);
  });
});
