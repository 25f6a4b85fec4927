import { screen, within } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { CONTENT_TEXTS } from '../../../testing/texts';
import type { Clarification } from '../api/clarification-api';
import { ClarificationItems } from './clarification-items';
import { ClarificationSummary } from './clarification-summary';

const clarification: Clarification = {
  id: 'Q3kz7xPq2mB9tV4wR8yL1nC6',
  tradeNumber: '7992739871',
  status: 'open',
  offerId: 'co_x7Tq9mB2kL4pV8wR3nY6',
  originalTotal: 320,
  deductionTotal: 95.5,
  newTotal: 224.5,
  note: null,
  deadline: '2026-03-14T10:00:00.000Z',
  answeredAt: null,
  items: [
    {
      position: 1,
      deviceName: 'Apple iPhone 13 128 GB',
      declaredCondition: [
        { question: 'Come si presenta il display?', answer: 'Perfetto – nessun graffio' },
        { question: null, answer: 'Sì, si accende e funziona' },
      ],
      findings: ['displayCracked', 'batteryWorn'],
      foundNote: 'Crepa nell’angolo in alto a sinistra',
      deductions: [
        { reason: 'displayCracked', amount: 80 },
        { reason: 'batteryWorn', amount: 15.5 },
      ],
      originalPrice: 320,
      newPrice: 224.5,
    },
  ],
};

describe('clarification, side by side', () => {
  it('shows what the customer declared and what we found, each deduction and the new price, in Italian', async () => {
    await renderPage(<ClarificationItems clarification={clarification} />, {
      country: 'it',
      namespaces: CONTENT_TEXTS,
    });
    const declared = screen.getByRole('region', { name: 'Le tue indicazioni' });
    expect(within(declared).getByRole('term')).toHaveTextContent('Come si presenta il display?');
    expect(
      within(declared)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Perfetto – nessun graffio', 'Sì, si accende e funziona']);
    const found = screen.getByRole('region', { name: 'Il nostro riscontro' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Display rotto', 'Capacità della batteria inferiore all’80%']);
    expect(found).toHaveTextContent('Crepa nell’angolo in alto a sinistra');
    const table = screen.getByRole('table', { name: 'Prezzo di Apple iPhone 13 128 GB' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Prezzo precedente320,00 €',
      'Riduzione: Display rotto− 80,00 €',
      'Riduzione: Capacità della batteria inferiore all’80%− 15,50 €',
      'Nuovo prezzo224,50 €',
    ]);
  });

  it('states the deadline in the country’s date format and that silence changes nothing', async () => {
    await renderPage(<ClarificationSummary clarification={clarification} />, {
      country: 'de',
      namespaces: CONTENT_TEXTS,
    });
    expect(screen.getByText('Bitte antworten Sie bis 14.03.26')).toBeInTheDocument();
    expect(
      screen.getByText(/Antworten Sie nicht, senden wir Ihre Geräte nach Ablauf der Frist kostenlos zurück/),
    ).toBeInTheDocument();
    expect(screen.getByText('Neues Angebot').nextElementSibling).toHaveTextContent('224,50 €');
  });

  it('states the deadline as the day in the country: 00:30 in Berlin is still the day before in UTC', async () => {
    // The mail writes the same day with the same formatter (config's formatDate).
    await renderPage(
      <ClarificationSummary clarification={{ ...clarification, deadline: '2026-03-13T23:30:00.000Z' }} />,
      {
        country: 'de',
        namespaces: CONTENT_TEXTS,
      },
    );
    expect(screen.getByText('Bitte antworten Sie bis 14.03.26')).toBeInTheDocument();
  });
});
