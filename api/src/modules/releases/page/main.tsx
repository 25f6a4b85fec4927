/**
 * The release page, built by `npm run build` (scripts/build-release-page.ts) and served by the API at
 * /admin/releases. A member of staff signs in with their account; the session is an HttpOnly cookie the
 * script never sees. Everything shown comes from /api/admin/releases and is rendered as text, never as
 * HTML, so a reason cannot inject markup or script.
 */
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/forms.css';
import { App } from './App';

createRoot(document.getElementById('app')!).render(<App />);
