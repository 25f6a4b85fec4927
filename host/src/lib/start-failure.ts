/**
 * The last resort when the shell cannot start (its files or its texts do not load): a plain
 * message instead of a blank page. No imports: it must work when nothing else loaded. The server
 * wrote the page's language into `<html lang>`.
 */
const MESSAGES: Record<string, { text: string; retry: string }> = {
  de: { text: 'Der Shop konnte nicht geladen werden. Bitte laden Sie die Seite neu.', retry: 'Seite neu laden' },
  es: { text: 'No se ha podido cargar la tienda. Vuelve a cargar la página.', retry: 'Volver a cargar' },
  fr: { text: 'La boutique n’a pas pu être chargée. Veuillez recharger la page.', retry: 'Recharger la page' },
  it: { text: 'Non è stato possibile caricare il negozio. Ricarica la pagina.', retry: 'Ricarica la pagina' },
};

export function showStartFailure(): void {
  const container = document.getElementById('root');
  if (!container || container.hasChildNodes()) return;
  const language = (document.documentElement.lang || 'de').slice(0, 2);
  const message = MESSAGES[language] ?? MESSAGES.de!;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family:system-ui,sans-serif;padding:2rem;max-width:40rem;margin:0 auto;line-height:1.5';
  const text = document.createElement('p');
  text.textContent = message.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = message.retry;
  button.style.cssText =
    'font:inherit;padding:.6rem 1.2rem;border-radius:999px;border:0;background:#095f44;color:#fff;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  container.appendChild(box);
}
