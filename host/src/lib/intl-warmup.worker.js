/**
 * Builds the locale's number, plural and date formats once, off the main thread: the first Intl
 * object of a renderer process loads the locale's data (tens of milliseconds on a phone), and the
 * process keeps it, so the page's first render formats its prices without that wait. Plain script,
 * copied as it is (the bundler's runtime would be thirty times its size).
 */
self.onmessage = (event) => {
  const locale = typeof event.data === 'string' ? event.data : 'en';
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  } finally {
    self.close();
  }
};
