import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareSite } from 'shared/testing';
import { LoadError, PageSkeleton } from 'shared/ui';

describe('LoadError and PageSkeleton', () => {
  it.each([
    ['de', 'Das hat leider nicht geklappt', 'Erneut versuchen', 'Wird geladen …'],
    ['at', 'Das hat leider nicht geklappt', 'Erneut versuchen', 'Wird geladen …'],
    ['es', 'Algo no ha ido bien', 'Volver a intentarlo', 'Cargando…'],
    ['fr', 'Un problème est survenu', 'Réessayer', 'Chargement…'],
    ['it', 'Qualcosa non ha funzionato', 'Riprova', 'Caricamento…'],
  ] as const)('%s: say what happened in the language of the country', async (country, title, retry, loading) => {
    await prepareSite({ country });
    const onRetry = jest.fn();
    await act(async () => {
      render(
        <>
          <LoadError onRetry={onRetry} />
          <PageSkeleton />
        </>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: loading })).toHaveAttribute('aria-busy', 'true');
  });
});
