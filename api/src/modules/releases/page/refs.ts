/** Elements that actions outside their component move the focus to (kept by callback refs). */
type Target = 'main' | 'status' | 'alert' | 'changeSection';

export const focusTargets: Record<Target, HTMLElement | null> = {
  main: null,
  status: null,
  alert: null,
  changeSection: null,
};

const keepers = Object.fromEntries(
  (Object.keys(focusTargets) as Target[]).map((name) => [
    name,
    (el: HTMLElement | null) => {
      focusTargets[name] = el;
    },
  ]),
) as Record<Target, (el: HTMLElement | null) => void>;

/** A callback ref that keeps the element as a focus target. */
export const keep = (name: Target) => keepers[name];
