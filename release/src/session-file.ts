/**
 * The command line's sign-in: the session of `npm run release -- login`, kept per API address in a file
 * only its user can read (`$XDG_CONFIG_HOME/trade-in-shop/release-sessions.json`, else under ~/.config).
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StoredSession {
  cookie: string;
  name: string;
  username: string | null;
  at: string;
}

export function sessionFile(env: NodeJS.ProcessEnv = process.env): string {
  const config = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(config, 'trade-in-shop', 'release-sessions.json');
}

function readAll(file: string): Record<string, StoredSession> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredSession>;
  } catch {
    return {};
  }
}

function writeAll(file: string, sessions: Record<string, StoredSession>): void {
  if (!Object.keys(sessions).length) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function storedSession(apiUrl: string, env: NodeJS.ProcessEnv = process.env): StoredSession | null {
  return readAll(sessionFile(env))[apiUrl] ?? null;
}

export function rememberSession(apiUrl: string, session: StoredSession, env: NodeJS.ProcessEnv = process.env): void {
  const file = sessionFile(env);
  writeAll(file, { ...readAll(file), [apiUrl]: session });
}

export function forgetSession(apiUrl: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const file = sessionFile(env);
  const all = readAll(file);
  if (!all[apiUrl]) return false;
  delete all[apiUrl];
  writeAll(file, all);
  return true;
}

/** A password from the terminal (not echoed), or the first line of standard input when it is not a terminal. */
export async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) {
      text += String(chunk);
      if (text.includes('\n')) break;
    }
    return text.split(/\r?\n/, 1)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}
