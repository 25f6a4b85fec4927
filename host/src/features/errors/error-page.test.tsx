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
  it('shows the spec\'s headline, subtitle and message, and "page not found" with the path', async () => {
    await renderPage(<ErrorPage error={notFound('/gibt-es-nicht')} />, { namespaces: { host: allHostTexts } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hoppla, hier ist etwas schiefgelaufen');
    expect(screen.getByText('Keine Sorge, Ihre Daten und Ihre Aufträge sind sicher.')).toBeInTheDocument();
    expect(screen.getByText(/^Die gewünschte Seite gibt es nicht oder sie ist vorübergehend/)).toBeInTheDocument();
    expect(screen.getByText('Seite nicht gefunden:')).toBeInTheDocument();
    expect(screen.getByText('/gibt-es-nicht').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt');
  });

  it.each([
    ['de', 'Hoppla, hier ist etwas schiefgelaufen', 'Keine Sorge, Ihre Daten und Ihre Aufträge sind sicher.'],
    ['at', 'Hoppla, hier ist etwas schiefgelaufen', 'Keine Sorge, Ihre Daten und Ihre Aufträge sind sicher.'],
    ['es', 'Vaya, algo ha salido mal', 'No te preocupes: tus datos y tus pedidos están a salvo.'],
    // The matcher collapses white space: French's no-break space before the colon reads as a space here.
    ['fr', 'Oups, un problème est survenu', 'Pas d’inquiétude : vos données et vos commandes sont en sécurité.'],
    ['it', 'Ops, qualcosa è andato storto', 'Niente paura: i tuoi dati e i tuoi ordini sono al sicuro.'],
  ] as const)('%s: every error speaks ERRORPAGE_OOPS and ERRORPAGE_SUBTITLE', async (country, heading, subtitle) => {
    for (const error of [
      notFound('/nope'),
      { statusCode: 500, statusMessage: 'Chunk Load Error', message: 'x', data: { path: '/checkout' } },
    ]) {
      const { unmount } = await renderPage(<ErrorPage error={error} />, {
        country,
        namespaces: { host: allHostTexts },
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getByText(subtitle)).toBeInTheDocument();
      expect(document.querySelector('[data-error-variant]')).toHaveAttribute('data-error-variant', 'generic');
      unmount();
    }
  });

  it.each([
    ['de', 'Dieser Link ist nicht mehr gültig'],
    ['at', 'Dieser Link ist nicht mehr gültig'],
    ['es', 'Este enlace ya no es válido'],
    ['fr', 'Ce lien n’est plus valable'],
    ['it', 'Questo link non è più valido'],
  ] as const)(
    '%s: a clarification path gets the expired-link variant, whatever the status',
    async (country, heading) => {
      for (const error of [
        notFound('/clarification/1/2'),
        { statusCode: 400, statusMessage: 'Bad Request', message: 'x', data: { path: '/clarification/%ZZ' } },
        {
          statusCode: 500,
          statusMessage: 'Error',
          message: 'x',
          data: { path: '/browser/clarificationQuickAnswer/id/1' },
        },
      ]) {
        const { unmount } = await renderPage(<ErrorPage error={error} />, {
          country,
          namespaces: { host: allHostTexts },
        });
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
        expect(document.querySelector('[data-error-variant]')).toHaveAttribute('data-error-variant', 'expired-link');
        unmount();
      }
    },
  );

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
