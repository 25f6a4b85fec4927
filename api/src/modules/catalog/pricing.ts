/**
 * Pricing, on the server only. The rules, written down once:
 *
 * 1. Start from the device's base price in the customer's country: what we pay for it flawless.
 * 2. Each answer has an effect: `factor` multiplies, `adjust` adds or subtracts a fixed amount
 *    (EUR), `reject` means we cannot buy the device, `none` changes nothing. Questions that are
 *    not asked (their `requires` answer was not given) have no effect.
 *    price = base x (product of factors), to the cent (half up), + (sum of adjustments)
 * 3. Then rounded down: from 20 EUR to whole euros, below that to 50 cents
 *    (231.74 -> 231; 17.80 -> 17.50).
 * 4. Below 5 EUR we cannot buy the device ("below_minimum"): shipping and checking it costs more.
 * 5. A quote with unanswered questions assumes the best answer for each, so it is the "up to"
 *    price; an offer needs every asked question answered.
 */

export const MIN_OFFER_EUR = 5;
export const WHOLE_EURO_FROM = 20;
/** How long an offer's price is guaranteed. */
export const OFFER_VALIDITY_DAYS = 7;

export type Effect = 'none' | 'factor' | 'adjust' | 'reject';

export interface PricingAnswer {
  code: string;
  effect: Effect;
  value: number | null;
  rejectReason: string | null;
}

export interface PricingQuestion {
  code: string;
  requires: { question: string; answer: string } | null;
  answers: PricingAnswer[];
}

export type ConditionGrade = 'like_new' | 'very_good' | 'good' | 'acceptable' | 'defective';

export interface PriceStep {
  question: string;
  answer: string;
  effect: Effect;
  value: number | null;
  assumed: boolean;
}

export interface PriceResult {
  /** Every asked question has an answer. */
  complete: boolean;
  /** Asked questions without an answer, in order. */
  missing: string[];
  purchasable: boolean;
  /** Why we cannot buy it: reject reasons of answers, or `below_minimum`. */
  rejectReasons: string[];
  /** The price in EUR (for a quote with missing answers: the best case), null when not purchasable. */
  price: number | null;
  /** Price before rounding, in cents (for the record). */
  unroundedCents: number;
  conditionGrade: ConditionGrade;
  steps: PriceStep[];
}

/** The answer that pays most, assumed for unanswered questions. */
function bestAnswer(question: PricingQuestion, baseCents: number): PricingAnswer {
  let best = question.answers[0]!;
  let bestValue = -Infinity;
  for (const answer of question.answers) {
    const value =
      answer.effect === 'factor'
        ? baseCents * (answer.value ?? 1)
        : answer.effect === 'adjust'
          ? baseCents + (answer.value ?? 0) * 100
          : answer.effect === 'none'
            ? baseCents
            : -Infinity;
    if (value > bestValue) {
      bestValue = value;
      best = answer;
    }
  }
  return best;
}

export function roundOfferCents(cents: number): number {
  if (cents >= WHOLE_EURO_FROM * 100) return Math.floor(cents / 100) * 100;
  return Math.floor(cents / 50) * 50;
}

export function gradeOf(factor: number, poweredOff: boolean): ConditionGrade {
  if (poweredOff || factor < 0.45) return 'defective';
  if (factor >= 0.95) return 'like_new';
  if (factor >= 0.85) return 'very_good';
  if (factor >= 0.7) return 'good';
  return 'acceptable';
}

/**
 * Prices a device from its base price and the answers given (question code -> answer code).
 * Answers to unknown questions or unknown answer codes must be refused before calling this.
 */
export function priceDevice(
  basePrice: number,
  questions: readonly PricingQuestion[],
  answers: Readonly<Record<string, string>>,
): PriceResult {
  const baseCents = Math.round(basePrice * 100);
  const chosen = new Map<string, string>();
  const steps: PriceStep[] = [];
  const missing: string[] = [];
  const rejectReasons: string[] = [];
  let factor = 1;
  let adjustCents = 0;
  for (const question of questions) {
    if (question.requires && chosen.get(question.requires.question) !== question.requires.answer) continue;
    const given = answers[question.code];
    const answer = given !== undefined ? question.answers.find((a) => a.code === given) : undefined;
    const effective = answer ?? bestAnswer(question, baseCents);
    if (!answer) missing.push(question.code);
    chosen.set(question.code, effective.code);
    steps.push({
      question: question.code,
      answer: effective.code,
      effect: effective.effect,
      value: effective.value,
      assumed: !answer,
    });
    if (effective.effect === 'factor') factor *= effective.value ?? 1;
    else if (effective.effect === 'adjust') adjustCents += Math.round((effective.value ?? 0) * 100);
    else if (effective.effect === 'reject' && effective.rejectReason) rejectReasons.push(effective.rejectReason);
  }
  const unroundedCents = Math.max(0, Math.round(baseCents * factor) + adjustCents);
  const rounded = roundOfferCents(unroundedCents);
  if (!rejectReasons.length && rounded < MIN_OFFER_EUR * 100) rejectReasons.push('below_minimum');
  const purchasable = rejectReasons.length === 0;
  return {
    complete: missing.length === 0,
    missing,
    purchasable,
    rejectReasons,
    price: purchasable ? rounded / 100 : null,
    unroundedCents,
    conditionGrade: gradeOf(factor, chosen.get('powers_on') === 'no'),
    steps,
  };
}

/** The best-case price ("up to"), or null when even the best case cannot be bought. */
export function maxPrice(basePrice: number, questions: readonly PricingQuestion[]): number | null {
  return priceDevice(basePrice, questions, {}).price;
}
