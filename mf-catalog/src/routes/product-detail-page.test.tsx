import { act } from '@testing-library/react';
import { usePageViewStore } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { getDevice } from '../features/offer/api/get-device';
import { catalogNamespace, NAMESPACE } from '../i18n';
import ProductDetailPage from './product-detail-page';

jest.mock('../features/offer/api/get-device', () => ({ getDevice: jest.fn() }));

it('holds its page view while the device loads, and a url with no device becomes the 404 in the same step (one view, type 404)', async () => {
  let answer!: (device: null) => void;
  jest.mocked(getDevice).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await renderPage(<ProductDetailPage />, { path: '/produkte/gibt-es-nicht-mehr', namespaces: { [NAMESPACE]: catalogNamespace } });
  expect(usePageViewStore.getState().held).toBeDefined();
  expect(useAppErrorStore.getState().error).toBeNull();
  await act(async () => answer(null));
  expect(usePageViewStore.getState().held).toBeUndefined();
  expect(useAppErrorStore.getState().error).toMatchObject({ statusCode: 404 });
});
