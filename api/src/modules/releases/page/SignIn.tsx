import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showSignIn, signIn } from './actions';

interface Props {
  message: string | null;
  username: string;
}

/** The staff account's sign-in; the session is an HttpOnly cookie the page never sees. */
export function SignIn({ message, username: initialUsername }: Props) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    (initialUsername ? passwordRef : usernameRef).current?.focus();
  }, [initialUsername]);

  const invalid = message ? { 'aria-describedby': 'sign-in-error', 'aria-invalid': true } : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name || !password) return showSignIn('Enter your user name and your password.');
    setPending(true);
    void signIn(name, password);
  };
  return (
    <main id="main" className="narrow" tabIndex={-1}>
      <form className="card sign-in" aria-labelledby="sign-in-title" noValidate onSubmit={onSubmit}>
        <h1 id="sign-in-title">Releases</h1>
        <p>Sign in with your staff account to see and change which version of each remote every country runs.</p>
        {message ? (
          <p id="sign-in-error" className="notice notice-danger" role="alert">
            {message}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="sign-in-username">User name</label>
          <input
            ref={usernameRef}
            id="sign-in-username"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            {...invalid}
          />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password">Password</label>
          <input
            ref={passwordRef}
            id="sign-in-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...invalid}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="muted small">No account yet? An admin adds one (npm run release -- user add).</p>
      </form>
    </main>
  );
}
