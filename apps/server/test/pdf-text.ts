import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding (cp1252) where it differs from Latin-1: 0x80–0x9F. Undefined codes stay as they are. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80]! : String.fromCharCode(byte)))
    .join('');

/** UTF-16BE hex, as a ToUnicode CMap writes its targets (a ligature is several: `<0066 0066>`). */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A font's code → text, from its ToUnicode CMap (bfchar and bfrange, as pdfkit writes them). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(Number.parseInt(code!, 16), utf16(text!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, list, start] of body!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const from = Number.parseInt(low!, 16);
      const to = Number.parseInt(high!, 16);
      const targets = list ? [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].map(([, hex]) => utf16(hex!)) : null;
      for (let code = from; code <= to; code++) {
        if (targets) map.set(code, targets[code - from] ?? '');
        else map.set(code, String.fromCodePoint(Number.parseInt(start!, 16) + code - from));
      }
    }
  }
  return map;
}

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated when FlateDecode-compressed (null when not inflatable). */
  stream: Buffer | null;
}

/** The numbered objects of an uncompressed-xref PDF, as pdfkit writes them. */
function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const result = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const bodyStart = match.index + match[0].length;
    const streamAt = /\bstream\r?\n|\bendobj\b/g;
    streamAt.lastIndex = bodyStart;
    const next = streamAt.exec(raw);
    if (!next) break;
    const dict = raw.slice(bodyStart, next.index);
    let stream: Buffer | null = null;
    if (next[0].startsWith('stream')) {
      const start = next.index + next[0].length;
      const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
      const end = length ? start + Number(length[1]) : raw.indexOf('endstream', start);
      const bytes = pdf.subarray(start, end);
      try {
        stream = dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes;
      } catch {
        stream = null; // not text: images and fonts may be compressed in other ways
      }
      header.lastIndex = end;
    }
    result.set(Number(match[1]), { dict, stream });
  }
  return result;
}

/**
 * The visible text of a PDF made by pdfkit, one line per text-showing operator (`<..> Tj`,
 * `[<..> 20 <..>] TJ`). Embedded fonts (Identity-H, two bytes a glyph) are read through their
 * ToUnicode CMaps, following `/Fn size Tf`; the standard fonts' text is WinAnsi.
 */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const toUnicode = new Map<number, Map<number, string>>();
  for (const [id, object] of all) {
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const stream = cmap ? all.get(Number(cmap[1]))?.stream : null;
    if (stream) toUnicode.set(id, parseToUnicode(stream.toString('latin1')));
  }
  const fontsByName = new Map<string, Map<number, string>>();
  for (const object of all.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(object.dict)?.[1] ?? '';
    for (const [, name, id] of fonts.matchAll(/\/(\S+) (\d+) 0 R/g)) {
      const map = toUnicode.get(Number(id));
      if (map) fontsByName.set(name!, map);
    }
  }
  const decode = (hex: string, font: Map<number, string> | undefined) => {
    const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
    if (!font) return winAnsi(bytes);
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += font.get(bytes.readUInt16BE(i)) ?? '\ufffd';
    return text;
  };

  const lines: string[] = [];
  const pages = [...all.values()].filter((object) => /\/Type\s*\/Page\b/.test(object.dict));
  for (const page of pages) {
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const content = contents ? all.get(Number(contents[1]))?.stream?.toString('latin1') : undefined;
    if (!content) continue;
    let font: Map<number, string> | undefined;
    for (const [, fontName, array, single] of content.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F\s]*>|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>)\s*Tj/g,
    )) {
      if (fontName !== undefined) {
        font = fontsByName.get(fontName);
        continue;
      }
      const operand = array ?? single ?? '';
      lines.push([...operand.matchAll(/<([0-9a-fA-F\s]*)>/g)].map(([, hex]) => decode(hex!, font)).join(''));
    }
  }
  return lines.join('\n');
}
