function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Captions as a WebVTT file; cue text is plain text (a cue cannot carry markup from the CMS). */
export function toWebVtt(captions: { start: number; end: number; text: string }[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;');
  return [
    'WEBVTT',
    '',
    ...captions.map(
      (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(Math.max(c.end, c.start))}\n${escape(c.text)}\n`,
    ),
  ].join('\n');
}
