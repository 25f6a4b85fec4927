import { useEffect, useState } from 'react';
import type { CountryCode } from 'config';
import { useDebounced } from '../../../lib/use-debounced';
import { getQuote, type Quote } from '../api/get-quote';

/** Wait this long after the last click before asking for a price: a customer clicks through answers. */
export const QUOTE_DEBOUNCE_MS = 250;

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; last: Quote | null }
  | { status: 'ready'; quote: Quote }
  | { status: 'error'; last: Quote | null };

/**
 * The live price of the answers so far (POST /api/trade/quotes), asked once the answers have
 * settled; an older request is aborted when the answers change again. Without answers there is
 * nothing to ask: the device's best price stands.
 */
export function useQuote(deviceId: string, country: CountryCode, answers: Record<string, string>): QuoteState {
  const key = JSON.stringify(answers);
  const settledKey = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const [state, setState] = useState<{ key: string; value: QuoteState }>({ key: '', value: { status: 'idle' } });

  useEffect(() => {
    const settled = JSON.parse(settledKey) as Record<string, string>;
    if (!Object.keys(settled).length) return;
    const controller = new AbortController();
    getQuote(deviceId, country, settled, controller.signal).then(
      (quote) => setState({ key: settledKey, value: { status: 'ready', quote } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('quote failed', error);
        setState((s) => ({ key: settledKey, value: { status: 'error', last: lastQuote(s.value) } }));
      },
    );
    return () => controller.abort();
  }, [deviceId, country, settledKey]);

  if (key === '{}') return { status: 'idle' };
  if (state.key !== key) return { status: 'loading', last: lastQuote(state.value) };
  return state.value;
}

function lastQuote(state: QuoteState): Quote | null {
  if (state.status === 'ready') return state.quote;
  if (state.status === 'loading' || state.status === 'error') return state.last;
  return null;
}
