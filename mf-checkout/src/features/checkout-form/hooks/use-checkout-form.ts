import { useCallback, useEffect, useReducer } from 'react';
import {
  emptyForm,
  validateField,
  validateForm,
  type CheckoutFormValues,
  type FieldName,
  type FormContext,
} from '../schemas/checkout-form';

/**
 * The draft of the form lives in sessionStorage while the tab is open, so a reload or a look back
 * at the cart loses nothing. The payout account (IBAN, account holder, PayPal e-mail) is never
 * written there: bank data stays out of browser storage (docs/decisions/0045-the-session-in-the-browser.md).
 */
const DRAFT_KEY = 'revalu:checkout-draft';
const NEVER_STORED: ReadonlySet<string> = new Set<FieldName>(['iban', 'accountHolder', 'paypalEmail']);

function readDraft(): Partial<CheckoutFormValues> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: Partial<Record<FieldName, unknown>> = {};
    for (const [key, value] of Object.entries(emptyForm)) {
      if (!NEVER_STORED.has(key) && typeof parsed[key] === typeof value) draft[key as FieldName] = parsed[key];
    }
    return draft as Partial<CheckoutFormValues>;
  } catch {
    return {};
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

export type FieldErrors = Partial<Record<FieldName, string>>;

interface FormState {
  values: CheckoutFormValues;
  errors: FieldErrors;
  /** Fields the customer has left (or all, once the form was sent): their messages follow every change. */
  touched: FieldName[];
}

type Action =
  | { type: 'set'; name: FieldName; value: CheckoutFormValues[FieldName]; ctx: FormContext }
  | { type: 'blur'; name: FieldName; ctx: FormContext }
  | { type: 'showAll'; errors: FieldErrors }
  | { type: 'serverErrors'; errors: FieldErrors }
  | { type: 'prefill'; known: Partial<CheckoutFormValues> };

function recheck(values: CheckoutFormValues, touched: FieldName[], errors: FieldErrors, ctx: FormContext): FieldErrors {
  const out: FieldErrors = { ...errors };
  for (const name of touched) out[name] = validateField(name, values, ctx) ?? undefined;
  return out;
}

function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'set': {
      const values = { ...state.values, [action.name]: action.value };
      // Dependent fields follow too: the payout method decides which payout fields count.
      return { ...state, values, errors: recheck(values, state.touched, state.errors, action.ctx) };
    }
    case 'blur': {
      const touched = state.touched.includes(action.name) ? state.touched : [...state.touched, action.name];
      return { ...state, touched, errors: recheck(state.values, touched, state.errors, action.ctx) };
    }
    case 'showAll':
      return { ...state, touched: Object.keys(emptyForm) as FieldName[], errors: action.errors };
    case 'serverErrors':
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case 'prefill': {
      const values = { ...state.values };
      for (const [key, value] of Object.entries(action.known) as [FieldName, CheckoutFormValues[FieldName]][]) {
        if (value !== undefined && value !== null && value !== '' && state.values[key] === emptyForm[key])
          (values as Record<string, unknown>)[key] = value;
      }
      return { ...state, values };
    }
  }
}

export function useCheckoutForm(ctx: FormContext) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    values: { ...emptyForm, ...readDraft() },
    errors: {},
    touched: [],
  }));

  useEffect(() => {
    const draft = Object.fromEntries(Object.entries(state.values).filter(([key]) => !NEVER_STORED.has(key)));
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // private mode without storage: the form still works
    }
  }, [state.values]);

  const { country, b2b } = ctx;
  const set = useCallback(
    <K extends FieldName>(name: K, value: CheckoutFormValues[K]) =>
      dispatch({ type: 'set', name, value, ctx: { country, b2b } }),
    [country, b2b],
  );
  const blur = useCallback(
    (name: FieldName) => dispatch({ type: 'blur', name, ctx: { country, b2b } }),
    [country, b2b],
  );
  /** Checks every field, shows every problem, and returns them. */
  const validateAll = (): FieldErrors => {
    const errors = validateForm(state.values, { country, b2b });
    dispatch({ type: 'showAll', errors });
    return errors;
  };
  const setErrors = useCallback((errors: FieldErrors) => dispatch({ type: 'serverErrors', errors }), []);
  /** Takes what the account knows into the fields that are still empty. */
  const prefill = useCallback((known: Partial<CheckoutFormValues>) => dispatch({ type: 'prefill', known }), []);

  return { values: state.values, errors: state.errors, set, blur, validateAll, setErrors, prefill };
}
