import { countries, type ControllingEventName } from 'config';
import { http } from 'shared/http';
import { getSite } from 'shared/stores';
import { create } from 'zustand';

interface TrackingState {
  /** The client id from GET /api/client-id, kept in a cookie for a year once the customer consents. */
  clientId: string | null;
  setClientId: (clientId: string | null) => void;
}

/** Tracking identity of this browser; the host's cookie consent fills it. */
export const useTrackingStore = create<TrackingState>()((set) => ({
  clientId: null,
  setClientId: (clientId) => set({ clientId }),
}));

export type ControllingData = Record<string, string | number | boolean | null>;

/**
 * Sends a controlling event (spec section 7) to POST /api/controlling/controlling. A failure is
 * logged as 'error creating controlling order' and never breaks the page. The client id is there
 * only when the customer allowed statistics (docs/decisions/0026-cookies-and-consent.md).
 */
export async function sendControllingEvent(
  eventName: ControllingEventName,
  eventData: ControllingData = {},
): Promise<void> {
  try {
    const site = getSite();
    const clientId = useTrackingStore.getState().clientId;
    // Without consent (no client id) the event is the business's record, not the visitor's: the
    // page's address goes without its query, which may carry campaign parameters.
    const url = clientId ? window.location.href : `${window.location.origin}${window.location.pathname}`;
    await http.post('/api/controlling/controlling', {
      clientId,
      applicationId: countries[site.country].applicationCode,
      url: url.slice(0, 2048),
      eventName,
      eventData,
    });
  } catch (error) {
    console.error('error creating controlling order', error);
  }
}
