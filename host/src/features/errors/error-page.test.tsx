import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'shared/testing';
import { useAppErrorStore } from 'shared/stores';
import { allHostTexts } from '../../app/all-host-texts';
import { ErrorPage } from './error-page';

const notFound = (path: string) => ({
  statusCode: 404,
  statusMessage: 'Page Not Found',
  message: `Page Not Found: ${path}`,
  data: { path },
});

describe('the error page', () => {
  it('shows "page not found" with the path', async () => {
    await renderPage(<ErrorPage error={notFound('/gibt-es-nicht')} />, { namespaces: { host: allHostTexts } });
    // Not an outage: the page does not exist, in those words.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diese Seite gibt es nicht');
    expect(screen.getByText('Vielleicht ist die Adresse veraltet oder hat einen Tippfehler.')).toBeInTheDocument();
    expect(screen.queryByText(/vorübergehend nicht erreichbar/)).not.toBeInTheDocument();
    expect(screen.getByText('Seite nicht gefunden:')).toBeInTheDocument();
    expect(screen.getByText('/gibt-es-nicht').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt');
  });

  it.each([
    ['de', 'Dieser Link ist nicht mehr gültig'],
    ['at', 'Dieser Link ist nicht mehr gültig'],
    ['es', 'Este enlace ya no es válido'],
    ['fr', 'Ce lien n’est plus valable'],
    ['it', 'Questo link non è più valido'],
  ] as const)('%s: a clarification path gets the expired-link variant', async (country, heading) => {
    await renderPage(<ErrorPage error={notFound('/clarification/1/2')} />, {
      country,
      namespaces: { host: allHostTexts },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.querySelector('[data-error-variant]')).toHaveAttribute('data-error-variant', 'expired-link');
  });

  it('names an unreadable and an overlong address', async () => {
    await renderPage(<ErrorPage error={{ statusCode: 400, statusMessage: 'Bad Request', message: 'x' }} />, {
      country: 'it',
      namespaces: { host: allHostTexts },
    });
    expect(screen.getByText('Questo indirizzo non è valido.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Errore 400')).toBeInTheDocument();
  });

  it('a server-side error can be cleared to try again', async () => {
    const error = { statusCode: 500, statusMessage: 'Chunk Load Error', message: 'Loading chunk 1 failed' };
    await renderPage(<ErrorPage error={error} />, { country: 'es', namespaces: { host: allHostTexts } });
    useAppErrorStore.getState().showError(error);
    await userEvent.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(useAppErrorStore.getState().error).toBeNull();
  });
});
