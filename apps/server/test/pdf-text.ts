import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding (cp1252) where it differs from Latin-1: 0x80–0x9F. Undefined codes stay as they are. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const winAnsi = {
  decode: (bytes: Buffer) =>
    [...bytes]
      .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte)))
      .join(''),
};

/** Text of the hex strings in one text-showing operator: `<..> Tj` or `[<..> 20 <..>] TJ`. */
function showText(operand: string): string {
  return [...operand.matchAll(/<([0-9a-fA-F\s]*)>/g)]
    .map(([, hex]) => winAnsi.decode(Buffer.from(hex!.replace(/\s+/g, ''), 'hex')))
    .join('');
}

/**
 * The visible text of a PDF made by pdfkit with its standard fonts: content streams are
 * FlateDecode-compressed, text is shown as WinAnsi hex strings. One line per text operator.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamStart = /\/FlateDecode[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // images and fonts may be compressed in ways that are not text
    }
    for (const [, array, single] of content.matchAll(
      /\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>)\s*Tj/g,
    )) {
      lines.push(showText(array ?? single ?? ''));
    }
    streamStart.lastIndex = end;
  }
  return lines.join('\n');
}
