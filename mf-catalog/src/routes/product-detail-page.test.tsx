import { act, screen } from '@testing-library/react';
import { usePageViewStore } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { prepareSite, renderPage } from 'shared/testing';
import { getDevice } from '../features/offer/api/get-device';
import { catalogNamespace, NAMESPACE } from '../i18n';
import { iphone13 as device } from '../testing/catalogue-fixtures';
import ProductDetailPage, { prepare } from './product-detail-page';

jest.mock('../features/offer/api/get-device', () => ({ getDevice: jest.fn() }));

it('holds its page view while the device loads, and a url with no device becomes the 404 in the same step (one view, type 404)', async () => {
  let answer!: (device: null) => void;
  jest.mocked(getDevice).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await renderPage(<ProductDetailPage />, {
    path: '/produkte/gibt-es-nicht-mehr',
    namespaces: { [NAMESPACE]: catalogNamespace },
  });
  expect(usePageViewStore.getState().held).toBeDefined();
  expect(useAppErrorStore.getState().error).toBeNull();
  await act(async () => answer(null));
  expect(usePageViewStore.getState().held).toBeUndefined();
  expect(useAppErrorStore.getState().error).toMatchObject({ statusCode: 404 });
});

describe('the product page loaded before its first render (prepare: server render and hydration)', () => {
  const path = `/produkte/${device.url}`;
  const options = { path, namespaces: { [NAMESPACE]: catalogNamespace } };

  it('shows the device of the route in its first render, without asking again; the next visit asks afresh', async () => {
    jest.mocked(getDevice).mockReset().mockResolvedValue(device);
    await prepareSite({ country: 'de' });
    await prepare({ params: { pdp: device.url } });
    expect(jest.mocked(getDevice).mock.calls.map((call) => call.slice(0, 2))).toEqual([['de', device.url]]);

    const first = await renderPage(<ProductDetailPage />, options);
    expect(screen.getByRole('heading', { level: 1, name: device.name })).toBeInTheDocument();
    expect(getDevice).toHaveBeenCalledTimes(1);
    first.unmount();

    await renderPage(<ProductDetailPage />, options);
    expect(await screen.findByRole('heading', { level: 1, name: device.name })).toBeInTheDocument();
    expect(getDevice).toHaveBeenCalledTimes(2);
  });

  it('leaves the device to the page when preparing failed, or when the host gave no route', async () => {
    jest
      .mocked(getDevice)
      .mockReset()
      .mockRejectedValueOnce(new Error('POST /api/trade/searches failed with 503'))
      .mockResolvedValue(device);
    await prepareSite({ country: 'de' });
    await expect(prepare({ params: { pdp: device.url } })).resolves.toBeUndefined();
    await expect(prepare()).resolves.toBeUndefined();
    expect(getDevice).toHaveBeenCalledTimes(1);

    // Nothing was prepared: the page asks for its device itself.
    await renderPage(<ProductDetailPage />, options);
    expect(await screen.findByRole('heading', { level: 1, name: device.name })).toBeInTheDocument();
    expect(getDevice).toHaveBeenCalledTimes(2);
  });
});
