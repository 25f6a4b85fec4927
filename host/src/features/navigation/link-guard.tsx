import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { bus } from 'shared/bus';
import { checkUrl } from 'shared/router';

/**
 * Every link a customer clicks passes the navigation rules (spec section 8), also links that no
 * remote built with ShopLink (content from the editors, mails' HTML): `javascript:`, `data:`,
 * `blob:` and `vbscript:` never open; another site opens only when it is on the allow-list; a link
 * into the shop navigates inside the page (old paths then redirect as on the server).
 */
export function LinkGuard() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !anchor.hasAttribute('href')) return;
      const href = anchor.getAttribute('href')!;
      const check = checkUrl(href);
      if (!check.ok) {
        // Refused whatever the modifier keys: a new tab would run it too.
        event.preventDefault();
        bus.emit('host:navigation-refused', { url: href.slice(0, 200), reason: check.reason });
        return;
      }
      if (event.defaultPrevented || check.kind !== 'internal') return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
      // A jump within the page (the skip link): the browser scrolls and moves the focus itself.
      const url = new URL(check.path, window.location.href);
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(check.path);
    };
    // Middle clicks and the context menu's "open in new tab" arrive as auxclick.
    const onAuxClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor?.getAttribute('href');
      if (href == null) return;
      const check = checkUrl(href);
      if (!check.ok) {
        event.preventDefault();
        bus.emit('host:navigation-refused', { url: href.slice(0, 200), reason: check.reason });
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('auxclick', onAuxClick);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('auxclick', onAuxClick);
    };
  }, [navigate]);
  return null;
}
