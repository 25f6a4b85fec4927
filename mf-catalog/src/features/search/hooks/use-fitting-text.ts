import { useLayoutEffect, useState, type RefObject } from 'react';

let canvas: HTMLCanvasElement | null = null;

/** The width `text` takes in the input's font, or null where the browser cannot measure (jsdom). */
function textWidth(input: HTMLInputElement, text: string): number | null {
  canvas ??= document.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    return null;
  }
  if (!context) return null;
  const style = getComputedStyle(input);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/** The width inside the input's padding, where its text and placeholder go. */
function contentWidth(input: HTMLInputElement): number {
  const style = getComputedStyle(input);
  return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The longest of `texts` (longest first) that fits the input as it is laid out now, following its
 * size: a placeholder cut in the middle ("Rechercher un modèle, ex." at 320 px, "Rechercher un …"
 * in a tablet's header) says less than a shorter one read whole. Where none fits, the last
 * (shortest), which the input's `text-overflow: ellipsis` ends with "…". Before the first
 * measurement, and where nothing can be measured, the first.
 */
export function useFittingText(ref: RefObject<HTMLInputElement | null>, texts: readonly string[]): string {
  const [index, setIndex] = useState(0);
  const key = texts.join('\u0000');
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    const measure = () => {
      const room = contentWidth(input);
      if (room <= 0) return;
      let chosen = texts.length - 1;
      for (let i = 0; i < texts.length; i++) {
        const width = textWidth(input, texts[i]!);
        if (width === null) return setIndex(0);
        if (width <= room) {
          chosen = i;
          break;
        }
      }
      setIndex(chosen);
    };
    // The observer reports the input's first size once the page is laid out anyway: measuring here, in
    // the commit, would make the browser lay out the whole page at once for it.
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(input);
    // The web font may arrive after the first measurement and change the text's width.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `texts`
  }, [ref, key]);
  return texts[Math.min(index, texts.length - 1)]!;
}
