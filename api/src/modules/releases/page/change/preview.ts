import { describeState } from '../format';
import { pinOf } from '../store';
import type { Overview } from '../types';
import { remoteOf, versionOf, type ChangeFormState } from './form-store';

/** What will happen, per country, from what the page shows now (the server checks everything again). */
export function previewLines(o: Overview, form: ChangeFormState): string[] {
  const remote = remoteOf(form, o);
  const target = versionOf(form, o);
  return form.countries.map((cc) => {
    const pin = pinOf(o, cc, remote);
    const now = describeState({ version: pin.version, canary: pin.canary });
    const CC = cc.toUpperCase();
    switch (form.action) {
      case 'pin':
        if (!target) return `${CC}: ${now} → (choose a version)`;
        return target === pin.version && !pin.canary ? `${CC}: stays on ${target}` : `${CC}: ${now} → ${target}`;
      case 'rollback':
        return pin.previous.length
          ? `${CC}: ${now} → ${pin.previous.at(-1)}`
          : `${CC}: no previous pin, will be refused`;
      case 'canary':
        return `${CC}: ${pin.version} + canary ${target || '?'} at ${form.percent || '?'} % of visitors`;
      case 'canary-stop':
        return pin.canary
          ? `${CC}: canary ${pin.canary.version} stops, everyone on ${pin.version}`
          : `${CC}: runs no canary, will be refused`;
      case 'promote':
        return pin.canary
          ? `${CC}: ${pin.version} → ${pin.canary.version} for everyone`
          : `${CC}: runs no canary, will be refused`;
    }
  });
}
