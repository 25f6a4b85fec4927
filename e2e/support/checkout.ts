import { expect, type Page } from '@playwright/test';
import type { CountryCode } from 'config';
import { shopUrl } from './env';

/** What a customer of each country types into the checkout: a valid address, phone and IBAN, and a postal code the country refuses. */
export const CUSTOMERS: Record<
  CountryCode,
  {
    host: string;
    postalCode: string;
    wrongPostalCode: string;
    city: string;
    phone: string;
    iban: string;
    checkoutPath: string;
    thankYouPath: string;
  }
> = {
  de: {
    host: 'de.localhost',
    postalCode: '10115',
    wrongPostalCode: '1011',
    city: 'Berlin',
    phone: '030 901820',
    iban: 'DE89370400440532013000',
    checkoutPath: '/checkout',
    thankYouPath: '/thankYou',
  },
  at: {
    host: 'at.localhost',
    postalCode: '1010',
    wrongPostalCode: '10100',
    city: 'Wien',
    phone: '01 5880',
    iban: 'AT611904300234573201',
    checkoutPath: '/checkout',
    thankYouPath: '/thankYou',
  },
  es: {
    host: 'es.localhost',
    postalCode: '28013',
    wrongPostalCode: '2801',
    city: 'Madrid',
    phone: '912 345 678',
    iban: 'ES9121000418450200051332',
    checkoutPath: '/checkout',
    thankYouPath: '/thankYou',
  },
  fr: {
    host: 'fr.localhost',
    postalCode: '20090',
    wrongPostalCode: '99000',
    city: 'Ajaccio',
    phone: '01 42 68 53 00',
    iban: 'FR1420041010050500013M02606',
    checkoutPath: '/checkout',
    thankYouPath: '/thankYou',
  },
  it: {
    host: 'it.localhost',
    postalCode: '00184',
    wrongPostalCode: '0018',
    city: 'Roma',
    phone: '06 6982',
    iban: 'IT60X0542811101000000123456',
    checkoutPath: '/guardare',
    thankYouPath: '/grazie',
  },
};

/** The labels and buttons of the checkout in each language (what a customer reads). */
export const TEXTS: Record<
  CountryCode,
  {
    cart: RegExp;
    continue: string;
    submit: string;
    postalCode: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    street: string;
    houseNumber: string;
    city: string;
    holder: string;
    salutation: string;
    salutationOption: string;
    terms: RegExp;
    adult: string;
    label: string;
    thanks: RegExp;
    postalError: RegExp;
  }
> = {
  de: {
    cart: /^Warenkorb: 2 Geräte$/,
    continue: 'Weiter zu Ihren Angaben',
    submit: 'Jetzt verkaufen',
    postalCode: 'Postleitzahl',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    city: 'Ort',
    holder: 'Kontoinhaber/in',
    salutation: 'Anrede',
    salutationOption: 'Frau',
    terms: /Ich akzeptiere die AGB/,
    adult: 'Ich bin mindestens 18 Jahre alt.',
    label: 'Versandetikett herunterladen (PDF)',
    thanks: /Vielen Dank/,
    postalError: /fünfstellige Postleitzahl/,
  },
  at: {
    cart: /^Warenkorb: 2 Geräte$/,
    continue: 'Weiter zu Ihren Angaben',
    submit: 'Jetzt verkaufen',
    postalCode: 'Postleitzahl',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    city: 'Ort',
    holder: 'Kontoinhaber/in',
    salutation: 'Anrede',
    salutationOption: 'Herr',
    terms: /Ich akzeptiere die AGB/,
    adult: 'Ich bin mindestens 18 Jahre alt.',
    label: 'Versandetikett herunterladen (PDF)',
    thanks: /Vielen Dank/,
    postalError: /vierstellige Postleitzahl/,
  },
  es: {
    cart: /^Cesta: 2 dispositivos$/,
    continue: 'Continuar con tus datos',
    submit: 'Vender ahora',
    postalCode: 'Código postal',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    street: 'Calle',
    houseNumber: 'Número',
    city: 'Localidad',
    holder: 'Titular de la cuenta',
    salutation: 'Tratamiento',
    salutationOption: 'Sra.',
    terms: /Acepto las condiciones generales/,
    adult: 'Soy mayor de 18 años.',
    label: 'Descargar la etiqueta de envío (PDF)',
    thanks: /Gracias/,
    postalError: /código postal de 5 dígitos/,
  },
  fr: {
    cart: /^Panier\s:\s2 appareils$/,
    continue: 'Continuer vers vos coordonnées',
    submit: 'Vendre maintenant',
    postalCode: 'Code postal',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    street: 'Rue',
    houseNumber: 'Numéro',
    city: 'Ville',
    holder: 'Titulaire du compte',
    salutation: 'Civilité',
    salutationOption: 'Madame',
    terms: /J’accepte les CGV/,
    adult: 'J’ai au moins 18 ans.',
    label: 'Télécharger l’étiquette d’envoi (PDF)',
    thanks: /Merci/,
    postalError: /commençant par 01 à 98/,
  },
  it: {
    cart: /^Carrello: 2 dispositivi$/,
    continue: 'Continua con i tuoi dati',
    submit: 'Vendi ora',
    postalCode: 'CAP',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Indirizzo e-mail',
    phone: 'Numero di telefono',
    street: 'Via',
    houseNumber: 'Numero civico',
    city: 'Città',
    holder: 'Intestatario del conto',
    salutation: 'Titolo',
    salutationOption: 'Sig.',
    terms: /Accetto le condizioni generali/,
    adult: 'Ho almeno 18 anni.',
    label: 'Scarica l’etichetta di spedizione (PDF)',
    thanks: /Grazie/,
    postalError: /CAP di 5 cifre/,
  },
};

/** The checkout as a customer uses it: header cart button, cart, details form, thank-you page. */
export class CheckoutFlow {
  constructor(
    readonly page: Page,
    readonly country: CountryCode,
  ) {}

  get customer() {
    return CUSTOMERS[this.country];
  }

  get texts() {
    return TEXTS[this.country];
  }

  /** Opens the cart through the header's cart button, as a customer does. */
  async openCartFromHeader(): Promise<void> {
    const button = this.page.getByRole('link', { name: this.texts.cart });
    await expect(button).toBeVisible({ timeout: 20_000 });
    await button.click();
    await expect(this.page).toHaveURL(new RegExp(`${this.customer.checkoutPath}$`));
  }

  async continueToDetails(): Promise<void> {
    const next = this.page.getByRole('button', { name: this.texts.continue });
    await expect(next).toBeEnabled({ timeout: 20_000 });
    await next.click();
    await expect(this.page.getByLabel(this.texts.postalCode)).toBeVisible({ timeout: 20_000 });
  }

  /** Fills the form; with `postalCode` another code than the country's valid one. */
  async fillDetails(email: string, postalCode = this.customer.postalCode): Promise<void> {
    const { page, texts: t, customer: c } = this;
    await page.getByLabel(t.salutation).selectOption({ label: t.salutationOption });
    await page.getByLabel(t.firstName, { exact: true }).fill('Erika');
    await page.getByLabel(t.lastName, { exact: true }).fill('Mustermann');
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.phone).fill(c.phone);
    await page.getByLabel(t.street, { exact: true }).fill('Hauptstraße');
    await page.getByLabel(t.houseNumber, { exact: true }).fill('5a');
    await page.getByLabel(t.postalCode).fill(postalCode);
    await page.getByLabel(t.city, { exact: true }).fill(c.city);
    await page.getByLabel(t.holder).fill('Erika Mustermann');
    await page.getByLabel('IBAN').pressSequentially(c.iban, { delay: 5 });
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('checkbox', { name: t.adult }).check();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.submit }).click();
  }

  /** The trade number on the thank-you page, once it is there. */
  async tradeNumber(): Promise<string> {
    await expect(this.page).toHaveURL(new RegExp(`${this.customer.thankYouPath}$`), { timeout: 30_000 });
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(this.texts.thanks);
    const number = this.page.getByTestId('trade-number');
    await expect(number).toHaveText(/^\d{10}$/);
    return (await number.textContent())!;
  }
}

/**
 * Two devices of the catalogue in the cart: offers priced by the catalogue (POST /api/trade/offers,
 * as the product page asks for them), put into the cart in the form the catalogue's add-to-cart
 * gives them (CartItem, checkout store schema version 2).
 */
export async function addTwoOffersFromCatalogue(
  page: Page,
  country: CountryCode,
): Promise<{ names: string[]; total: number }> {
  await page.goto(shopUrl(CUSTOMERS[country].host, '/'));
  const added = await page.evaluate(async (cc) => {
    const post = async (url: string, body: unknown) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    type Hit = {
      kind: string;
      id: string;
      url: string;
      name: string;
      category: string;
      image: string;
      questions?: { code: string; answers: { code: string }[] }[];
    };
    const cart = [];
    for (const phrase of ['iphone', 'canon']) {
      const found = await post('/api/trade/searches', { search: phrase, application: `devices_${cc}`, resultSize: 3 });
      const hit = ((found.json.hits ?? []) as Hit[]).find((h) => h.kind === 'device');
      if (!hit) throw new Error(`no ${phrase} in the ${cc} catalogue (${found.status})`);
      const detail = await post('/api/trade/searches', {
        search: { type: 'deviceByUrl', url: hit.url },
        application: `devices_${cc}`,
        resultSize: 1,
      });
      const questions = ((detail.json.hits ?? []) as Hit[])[0]?.questions ?? [];
      const answers = Object.fromEntries(questions.map((q) => [q.code, q.answers[0]!.code]));
      const offer = await post('/api/trade/offers', { deviceId: hit.id, country: cc, answers });
      if (offer.status !== 201) throw new Error(`offer for ${hit.id}: ${offer.status} ${JSON.stringify(offer.json)}`);
      const o = offer.json as {
        id: string;
        price: number;
        validUntil: string;
        conditionSummary: { answerText: string; questionText: string }[];
        device: { name: string; url: string; category: string; image: string };
      };
      cart.push({
        offerId: o.id,
        deviceId: hit.id,
        deviceName: o.device.name,
        deviceSlug: o.device.url,
        categoryName: o.device.category,
        image: o.device.image,
        conditionSummary: o.conditionSummary.map((c) => `${c.questionText} ${c.answerText}`),
        price: o.price,
        quantity: 1,
        validUntil: o.validUntil,
      });
    }
    // What useCheckoutStore.addToCart stores (schema version 2).
    localStorage.setItem('revalu:checkout', JSON.stringify({ state: { cart }, version: 2 }));
    return cart.map((i) => ({ name: i.deviceName, price: i.price }));
  }, country);
  await page.reload();
  return { names: added.map((a) => a.name), total: Math.round(added.reduce((s, a) => s + a.price * 100, 0)) / 100 };
}
