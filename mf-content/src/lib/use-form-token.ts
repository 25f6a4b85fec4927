import { useCallback, useEffect, useRef } from 'react';
import { getFormToken } from './form-token';

/**
 * The form token of a form, fetched when the form is shown (the server checks how long the form
 * was open). `take` hands it out once and fetches a fresh one for the next try.
 */
export function useFormToken(form: 'contact' | 'b2b') {
  const pending = useRef<Promise<string> | null>(null);
  useEffect(() => {
    pending.current = getFormToken(form);
    pending.current.catch(() => undefined);
  }, [form]);
  return useCallback(async () => {
    const current = pending.current ?? getFormToken(form);
    pending.current = getFormToken(form);
    pending.current.catch(() => undefined);
    try {
      return await current;
    } catch {
      return getFormToken(form);
    }
  }, [form]);
}
