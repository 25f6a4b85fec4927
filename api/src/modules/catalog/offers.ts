/**
 * Offers: a price the server computed for a device, a country and the customer's answers, stored
 * with its validity. Until `valid_until` the price is guaranteed: checkout creates trades from
 * these rows and their stored price (table `offers`, migration 0100).
 */
import { randomBytes } from 'node:crypto';
import type { CountryCode, Locale } from 'config';
import type { Queryable } from '../../db/db';
import { badRequest, unprocessable } from '../../lib/api-error';
import type { CatalogSnapshot, DeviceDef, QuestionDef } from './catalog-snapshot';
import { COUNTRY_LOCALE } from './catalog-snapshot';
import { imageUrl } from './images';
import { OFFER_VALIDITY_DAYS, priceDevice, type PriceResult } from './pricing';
import type { Offer } from './schemas';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `of_` and 20 random base32 characters (100 bits). */
export function newOfferId(): string {
  const bytes = randomBytes(20);
  let id = 'of_';
  for (let i = 0; i < 20; i++) id += BASE32[bytes[i]! % 32];
  return id;
}

export interface PricedDevice {
  device: DeviceDef;
  questions: QuestionDef[];
  basePrice: number;
  result: PriceResult;
}

/**
 * Finds the device and prices the answers, refusing what does not fit: an unknown device, a
 * device not sold in the country, a question the category does not ask, an answer it does not offer.
 */
export function priceAnswers(
  snapshot: CatalogSnapshot,
  deviceId: string,
  country: CountryCode,
  answers: Record<string, string>,
): PricedDevice {
  const device = snapshot.deviceById.get(deviceId);
  if (!device) throw unprocessable('unknown_device', `no device "${deviceId}"`, { deviceId: 'unknown_device' });
  const basePrice = device.basePrices[country];
  if (basePrice === undefined)
    throw unprocessable('not_sold_in_country', `device "${deviceId}" is not bought in ${country}`, {
      deviceId: 'not_sold_in_country',
    });
  const questions = snapshot.categoryById.get(device.categoryId)?.questions ?? [];
  const fields: Record<string, string> = {};
  for (const [questionCode, answerCode] of Object.entries(answers)) {
    const question = questions.find((q) => q.code === questionCode);
    if (!question) fields[`answers.${questionCode}`] = 'unknown_question';
    else if (!question.answers.some((a) => a.code === answerCode)) fields[`answers.${questionCode}`] = 'unknown_answer';
  }
  if (Object.keys(fields).length)
    throw badRequest('invalid_answers', `answers do not fit the questions of ${device.categoryId}`, fields);
  return { device, questions, basePrice, result: priceDevice(basePrice, questions, answers) };
}

interface OfferRow {
  id: string;
  device_id: string;
  country: CountryCode;
  currency: 'EUR';
  price: number;
  answers: Record<string, string>;
  condition_summary: { question: string; questionText: string; answer: string; answerText: string }[];
  device_snapshot: Offer['device'];
  created_at: Date | string;
  valid_until: Date | string;
  locale: string | null;
  condition_grade: string | null;
}

function toOffer(row: OfferRow, now = Date.now()): Offer {
  const validUntil = new Date(row.valid_until);
  return {
    id: row.id,
    deviceId: row.device_id,
    country: row.country,
    locale: row.locale ?? COUNTRY_LOCALE[row.country],
    currency: 'EUR',
    price: Number(row.price),
    createdAt: new Date(row.created_at).toISOString(),
    validUntil: validUntil.toISOString(),
    expired: validUntil.getTime() <= now,
    answers: row.answers,
    conditionGrade: row.condition_grade ?? 'good',
    conditionSummary: row.condition_summary,
    device: row.device_snapshot,
  };
}

export async function createOffer(
  writer: OfferWriter,
  snapshot: CatalogSnapshot,
  input: {
    deviceId: string;
    country: CountryCode;
    answers: Record<string, string>;
    clientId?: string | null | undefined;
  },
): Promise<Offer> {
  const priced = priceAnswers(snapshot, input.deviceId, input.country, input.answers);
  const { device, questions, result } = priced;
  if (!result.complete) {
    throw badRequest(
      'answers_missing',
      `answer every question: ${result.missing.join(', ')}`,
      Object.fromEntries(result.missing.map((code) => [`answers.${code}`, 'required'])),
    );
  }
  if (!result.purchasable || result.price === null) {
    throw unprocessable('not_purchasable', `we cannot buy this device: ${result.rejectReasons.join(', ')}`, undefined, {
      rejectReasons: result.rejectReasons,
    });
  }
  const locale: Locale = COUNTRY_LOCALE[input.country];
  const category = snapshot.categoryById.get(device.categoryId)!;
  const manufacturer = snapshot.manufacturerById.get(device.manufacturerId)!;
  // Only the answers that counted (asked questions), in question order.
  const answered = result.steps.map((step) => step.question);
  const answers = Object.fromEntries(answered.map((code) => [code, input.answers[code]!]));
  const summary = answered.map((code) => {
    const question = questions.find((q) => q.code === code)!;
    const answer = question.answers.find((a) => a.code === answers[code])!;
    return {
      question: code,
      questionText: question.texts[locale]?.question ?? code,
      answer: answer.code,
      answerText: answer.texts[locale] ?? answer.code,
    };
  });
  const text = device.texts[locale];
  const deviceSnapshot: Offer['device'] = {
    id: device.id,
    name: text?.name ?? device.model,
    model: device.model,
    url: text?.url ?? device.id,
    category: category.texts[locale]?.name ?? category.id,
    categoryId: category.id,
    manufacturer: manufacturer.brandName,
    image: imageUrl('device', device.id),
  };
  const id = newOfferId();
  const times = await writer.write([
    id,
    device.id,
    input.country,
    result.price,
    JSON.stringify(answers),
    JSON.stringify(summary),
    JSON.stringify(deviceSnapshot),
    input.clientId ?? null,
    locale,
    priced.basePrice,
    JSON.stringify({ steps: result.steps, unroundedCents: result.unroundedCents }),
    result.conditionGrade,
  ]);
  return toOffer({
    id,
    device_id: device.id,
    country: input.country,
    currency: 'EUR',
    price: result.price,
    answers,
    condition_summary: summary,
    device_snapshot: deviceSnapshot,
    created_at: times.created_at,
    valid_until: times.valid_until,
    locale,
    condition_grade: result.conditionGrade,
  });
}

const OFFER_COLUMNS = 12;
type OfferParams = [
  id: string,
  deviceId: string,
  country: CountryCode,
  price: number,
  answers: string,
  conditionSummary: string,
  deviceSnapshot: string,
  clientId: string | null,
  locale: Locale,
  basePrice: number,
  pricing: string,
  conditionGrade: string,
];
interface OfferTimes {
  created_at: Date | string;
  valid_until: Date | string;
}

/**
 * Writes offers with group commit: an offer that arrives while a write is under way waits for it
 * and is then written together with every other one that came meanwhile, in one statement (one
 * transaction, one WAL flush). One customer at a time waits for nobody; under load the database
 * does one write for many offers. If a group fails, its offers are written one by one, so one bad
 * row never fails another customer's offer.
 */
export class OfferWriter {
  private queue: { params: OfferParams; resolve: (times: OfferTimes) => void; reject: (error: unknown) => void }[] = [];
  private writing = false;
  private scheduled = false;

  constructor(
    private readonly db: Queryable,
    private readonly maxGroup = 100,
  ) {}

  write(params: OfferParams): Promise<OfferTimes> {
    return new Promise((resolve, reject) => {
      this.queue.push({ params, resolve, reject });
      // The write starts after the requests that arrived with this one have been read (setImmediate
      // runs once the event loop has handled the I/O at hand): started at once, each write ran
      // within its own request's callbacks and no two offers ever met in a group.
      if (!this.writing && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.drain();
        });
      }
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length) {
        const group = this.queue.splice(0, this.maxGroup);
        try {
          const times = await this.insert(group.map((g) => g.params));
          group.forEach((g, i) => g.resolve(times[i]!));
        } catch (error) {
          if (group.length === 1) group[0]!.reject(error);
          else {
            for (const g of group) {
              try {
                g.resolve((await this.insert([g.params]))[0]!);
              } catch (single) {
                g.reject(single);
              }
            }
          }
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async insert(offers: OfferParams[]): Promise<OfferTimes[]> {
    const values = offers.map((_, o) => {
      const p = (n: number) => `$${o * OFFER_COLUMNS + n}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, 'EUR', ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, now() + make_interval(days => ${OFFER_VALIDITY_DAYS}), ${p(9)}, ${p(10)}, ${p(11)}, ${p(12)})`;
    });
    // Only the times come back: the rest is what was just written (reading the JSON columns back
    // cost as much as writing them).
    const { rows } = await this.db.query<OfferTimes & { id: string }>(
      `insert into offers (id, device_id, country, currency, price, answers, condition_summary, device_snapshot, client_id, valid_until,
                           locale, base_price, pricing, condition_grade)
       values ${values.join(', ')}
       returning id, created_at, valid_until`,
      offers.flat(),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return offers.map(([id]) => byId.get(id)!);
  }
}

export async function findOffer(db: Queryable, id: string): Promise<Offer | null> {
  const { rows } = await db.query<OfferRow>(
    `select id, device_id, country, currency, price, answers, condition_summary, device_snapshot, created_at, valid_until, locale, condition_grade
     from offers where id = $1`,
    [id],
  );
  return rows[0] ? toOffer(rows[0]) : null;
}
