import { act } from '@testing-library/react';
import { usePageViewStore } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { getContentPage } from '../features/content-pages/api/get-content-page';
import { contentNamespace, NAMESPACE } from '../i18n';
import ContentPage from './content-page';

jest.mock('../features/content-pages/api/get-content-page', () => ({ getContentPage: jest.fn() }));

it('holds its page view while the page loads, and a slug the CMS does not hold becomes the 404 in the same step', async () => {
  let answer!: (page: null) => void;
  jest.mocked(getContentPage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await renderPage(<ContentPage />, { path: '/content/agb', namespaces: { [NAMESPACE]: contentNamespace } });
  expect(usePageViewStore.getState().held).toBeDefined();
  await act(async () => answer(null));
  expect(usePageViewStore.getState().held).toBeUndefined();
  expect(useAppErrorStore.getState().error).toMatchObject({ statusCode: 404 });
});
