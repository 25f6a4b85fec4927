import { useEffect, useState } from 'react';
import type { CountryCode } from 'config';
import type { DeviceHit, NodeHit } from '../../../lib/catalog-schemas';
import { useDebounced } from '../../../lib/use-debounced';
import { searchDevices, searchSeries } from '../api/search-phrase';

/** Typing pauses this long before the box asks the search service. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer characters than this suggest nothing. */
export const MIN_PHRASE_LENGTH = 2;
export const SUGGESTED_DEVICES = 6;
export const SUGGESTED_SERIES = 3;

export type Suggestions =
  | { status: 'idle' }
  /**
   * While asking, the previous phrase's suggestions stay (no flicker while typing); `nothingFor`:
   * the previous phrase, when it found nothing (its "nothing found" stays until the answer).
   */
  | { status: 'loading'; phrase: string; devices: DeviceHit[]; series: NodeHit[]; nothingFor: string | null }
  | { status: 'ready'; phrase: string; devices: DeviceHit[]; series: NodeHit[] }
  | { status: 'error'; phrase: string };

/**
 * Type-ahead: devices and series for the phrase once typing pauses, both asked at once. If one
 * index fails the other still suggests; if both fail the box says so (the failure is logged) and
 * Enter still leads to the results page.
 */
export function useSuggestions(country: CountryCode, input: string): Suggestions {
  const phrase = input.trim().replace(/\s+/g, ' ');
  const settled = useDebounced(phrase, SUGGEST_DEBOUNCE_MS);
  const [result, setResult] = useState<Suggestions>({ status: 'idle' });

  useEffect(() => {
    if (settled.length < MIN_PHRASE_LENGTH) return;
    const controller = new AbortController();
    void Promise.allSettled([
      searchDevices(country, settled, SUGGESTED_DEVICES, 0, controller.signal),
      searchSeries(country, settled, SUGGESTED_SERIES, controller.signal),
    ]).then(([devices, series]) => {
      if (controller.signal.aborted) return;
      if (devices.status === 'rejected' && series.status === 'rejected')
        return setResult({ status: 'error', phrase: settled });
      setResult({
        status: 'ready',
        phrase: settled,
        devices: devices.status === 'fulfilled' ? devices.value.hits : [],
        series: series.status === 'fulfilled' ? series.value.hits : [],
      });
    });
    return () => controller.abort();
  }, [country, settled]);

  if (phrase.length < MIN_PHRASE_LENGTH) return { status: 'idle' };
  if (result.status === 'idle' || result.phrase !== phrase) {
    const previous = result.status === 'ready' ? result : { devices: [], series: [] };
    const nothingFor =
      result.status === 'ready' && !result.devices.length && !result.series.length ? result.phrase : null;
    return { status: 'loading', phrase, devices: previous.devices, series: previous.series, nothingFor };
  }
  return result;
}
