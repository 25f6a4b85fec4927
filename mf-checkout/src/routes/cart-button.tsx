import { useNamespace } from 'shared/i18n';
import { CartButtonLink } from '../features/cart-button/components/cart-button-link';
import { NAMESPACE, checkoutNamespace } from '../i18n';

/** The header's cart button widget (`./CartButton`), mounted by the host's layout. */
export default function CartButton() {
  useNamespace(NAMESPACE, checkoutNamespace);
  return <CartButtonLink />;
}
