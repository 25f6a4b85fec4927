import { useEffect } from 'react';
import { start } from './actions';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { usePage } from './store';

export function App() {
  const view = usePage((s) => s.view);
  useEffect(() => {
    void start();
  }, []);
  switch (view.kind) {
    case 'loading':
      return (
        <main id="main" tabIndex={-1}>
          <p className="loading">Loading the release page…</p>
        </main>
      );
    case 'sign-in':
      return <SignIn key={view.attempt} message={view.message} username={view.username} />;
    case 'failed':
      return (
        <main id="main" className="narrow">
          <p className="notice notice-danger" role="alert">
            {view.message}
          </p>
        </main>
      );
    case 'page':
      return <Shell />;
  }
}
