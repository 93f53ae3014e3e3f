/** How wide a text is drawn, in pixels (or in characters, for tests). */
export type Measure = (text: string) => number;

/**
 * A category's name as at most `maxLines` lines no wider than `maxWidth`, broken at spaces (and
 * after hyphens and slashes). What does not fit ends in '…': a word wider than a line is cut at
 * its end, and so is the last line when words are left over. The full name stays in the chart's
 * tooltip and in the tick's title.
 */
export function labelLines(label: string, maxWidth: number, measure: Measure, maxLines = 2): string[] {
  // Each piece keeps what follows it: its hyphen or slash, or the spaces before the next word.
  const words = (label.trim().match(/[^\s/-]*[/-]?\s*/g) ?? []).filter((piece) => piece.length > 0);
  const fits = (text: string) => measure(text) <= maxWidth;
  const lines: string[] = [];
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let line = words[index++];
    while (index < words.length && fits((line + words[index]).trimEnd())) line += words[index++];
    lines.push(line.trimEnd());
  }
  const last = lines.length - 1;
  return lines.map((line, at) =>
    fits(line) && (at < last || index === words.length) ? line : shorten(line, fits),
  );
}

/** The longest start of `line` that fits with '…' after it. */
function shorten(line: string, fits: (text: string) => boolean): string {
  for (let length = line.length; length > 0; length--) {
    const text = `${line.slice(0, length).trimEnd()}…`;
    if (fits(text)) return text;
  }
  return '…';
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of a text in the page's font at the given size; an estimate where there is no canvas. */
export function textWidth(fontSize: number): Measure {
  if (canvas === undefined) {
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  const context = canvas;
  if (!context) return (text) => text.length * fontSize * 0.62;
  context.font = `${fontSize}px ${getComputedStyle(document.body).fontFamily}`;
  return (text) => context.measureText(text).width;
}
