import { fireEvent, screen, within } from '@testing-library/react';
import { useCheckoutStore } from 'shared/stores';
import { renderPage } from 'shared/testing';
import { checkoutNamespace, NAMESPACE } from '../../../i18n';
import { cartItem, pricedAs } from '../../../testing/pricing';
import { CartStep } from './cart-step';

const namespaces = { [NAMESPACE]: checkoutNamespace };

beforeEach(() => useCheckoutStore.setState({ cart: [], voucher: null, B2BMode: false }));

describe('cart step', () => {
  it('shows each line and the server total, and lets the customer go on', async () => {
    useCheckoutStore.setState({
      cart: [
        cartItem('of_0', { quantity: 3, price: 33.33 }),
        cartItem('of_1', { deviceName: 'Sony Alpha 7 III', price: 689 }),
      ],
    });
    const onContinue = jest.fn();
    await renderPage(
      <CartStep
        pricing={pricedAs([
          { offerId: 'of_0', quantity: 3, unitPrice: 33.33, lineTotal: 99.99 },
          { offerId: 'of_1', unitPrice: 689, lineTotal: 689 },
        ])}
        b2b={false}
        notice={null}
        onContinue={onContinue}
      />,
      { country: 'de', path: '/checkout', namespaces },
    );
    expect(screen.getAllByRole('listitem', { name: /Apple iPhone 13|Sony Alpha/ })).toHaveLength(2);
    expect(screen.getByTestId('payout-total')).toHaveTextContent('788,99 €');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zu Ihren Angaben' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('marks an expired offer, links to a fresh one, and blocks going on until it is dealt with', async () => {
    useCheckoutStore.setState({
      cart: [
        cartItem('of_0'),
        cartItem('of_1', { deviceName: 'Apple iPad Air 64 GB', deviceSlug: 'apple-ipad-air-64-gb' }),
      ],
    });
    await renderPage(
      <CartStep
        pricing={pricedAs([{ offerId: 'of_0' }, { offerId: 'of_1', status: 'expired', lineTotal: 0 }])}
        b2b={false}
        notice={null}
        onContinue={() => undefined}
      />,
      { country: 'de', path: '/checkout', namespaces },
    );
    const expired = screen.getByRole('listitem', { name: 'Apple iPad Air 64 GB' });
    expect(within(expired).getByText('Angebot abgelaufen')).toBeInTheDocument();
    expect(
      within(expired).getByRole('link', { name: 'Neues Angebot für Apple iPad Air 64 GB einholen' }),
    ).toHaveAttribute('href', '/produkte/apple-ipad-air-64-gb');
    expect(screen.getByRole('button', { name: 'Weiter zu Ihren Angaben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiter zu Ihren Angaben' })).toHaveAccessibleDescription(
      /Ein Angebot kann nicht mehr verkauft werden/,
    );
    fireEvent.click(within(expired).getByRole('button', { name: 'Apple iPad Air 64 GB aus dem Warenkorb entfernen' }));
    expect(useCheckoutStore.getState().offerIds).toEqual(['of_0']);
  });

  it('says why a business cart over the cap cannot be checked out and how to reach the business team', async () => {
    useCheckoutStore.setState({ cart: [cartItem('of_0', { quantity: 10, price: 600 })], B2BMode: true });
    await renderPage(
      <CartStep
        pricing={pricedAs([{ offerId: 'of_0', quantity: 10, unitPrice: 600, lineTotal: 6000 }], {
          b2b: { cap: 5000, overCap: true, businessEmail: 'business@revalu.de', supportPhone: '+49 30 5557 1200' },
        })}
        b2b
        notice={null}
        onContinue={() => undefined}
      />,
      { country: 'de', path: '/checkout', namespaces },
    );
    expect(screen.getByText(/Ihr Warenkorb liegt über 5\.000,00 €/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'business@revalu.de' })).toHaveAttribute(
      'href',
      'mailto:business@revalu.de',
    );
    expect(screen.getByRole('link', { name: '+49 30 5557 1200' })).toHaveAttribute('href', 'tel:+493055571200');
    expect(screen.getByRole('button', { name: 'Weiter zu Ihren Angaben' })).toBeDisabled();
  });

  it('changes quantities within the limit and asks before clearing', async () => {
    useCheckoutStore.setState({ cart: [cartItem('of_0', { quantity: 10 })] });
    await renderPage(
      <CartStep
        pricing={pricedAs([{ offerId: 'of_0', quantity: 10, lineTotal: 3000 }])}
        b2b={false}
        notice={null}
        onContinue={() => undefined}
      />,
      {
        country: 'de',
        path: '/checkout',
        namespaces,
      },
    );
    expect(screen.getByRole('button', { name: 'Ein Apple iPhone 13 128 GB mehr' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Anzahl' })).toHaveAccessibleDescription(/Höchstens 10 Geräte/);
    fireEvent.click(screen.getByRole('button', { name: 'Ein Apple iPhone 13 128 GB weniger' }));
    expect(useCheckoutStore.getState().cart[0]!.quantity).toBe(9);
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb leeren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, leeren' }));
    expect(useCheckoutStore.getState().cart).toEqual([]);
  });
});
