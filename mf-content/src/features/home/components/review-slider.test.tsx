import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { contentNamespace } from '../../../i18n';
import { ReviewSlider } from './review-slider';

const reviews = {
  title: 'Was unsere Kunden sagen',
  rating: 4.8,
  count: 1234,
  items: [
    { author: 'Anna', city: 'Köln', rating: 5, date: '2026-10-01', device: 'iPhone 13', text: 'Schnell bezahlt.' },
    { author: 'Ben', rating: 4, date: '2026-09-12', text: 'Faires Angebot.' },
    { author: 'Cem', rating: 5, date: '2026-08-30', text: 'Gern wieder.' },
  ],
};

describe('review slider', () => {
  // jsdom lays nothing out: scrolling is a no-op there; the e2e test sees it move.
  beforeAll(() => {
    Element.prototype.scrollTo = function scrollTo() {};
  });

  it('is a carousel a keyboard reaches: a region with a focusable track of slides that are groups, not list items', async () => {
    await renderPage(<ReviewSlider reviews={reviews} />, {
      country: 'de',
      path: '/',
      namespaces: { 'mf-content': contentNamespace },
    });
    const carousel = screen.getByRole('region', { name: 'Was unsere Kunden sagen' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    const track = within(carousel).getByRole('group', { name: 'Was unsere Kunden sagen' });
    expect(track).toHaveAttribute('tabindex', '0');
    const slides = within(track).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 von 3', '2 von 3', '3 von 3']);
    // A list whose items are groups is no list to a screen reader (axe: "list").
    expect(carousel.querySelector('ul, ol, li')).toBeNull();
    expect(slides[0]).toHaveTextContent('Schnell bezahlt.');
  });

  it('moves to the next and previous slide, round the ends', async () => {
    await renderPage(<ReviewSlider reviews={reviews} />, {
      country: 'de',
      path: '/',
      namespaces: { 'mf-content': contentNamespace },
    });
    const current = () =>
      screen.getAllByRole('group', { name: /von/ }).findIndex((slide) => slide.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Bewertung' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Bewertung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Bewertung' }));
    expect(current()).toBe(2);
  });
});
