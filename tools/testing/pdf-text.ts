import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** The objects of a PDFKit document by number, with their streams inflated when compressed. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const body = m[2]!;
    const s = /^([\s\S]*?)\r?\nstream\r?\n([\s\S]*?)\nendstream$/.exec(body);
    if (!s) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    // The stream's own length where the dictionary gives it: compressed bytes may end in a CR, which
    // a pattern would take for the line break before `endstream` (about one stream in 256).
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(s[1]!);
    let stream = Buffer.from(s[2]!, 'latin1');
    if (length) stream = stream.subarray(0, Number(length[1]));
    else if (stream.at(-1) === 0x0d) stream = stream.subarray(0, -1);
    if (/\/Filter\s*\/FlateDecode/.test(s[1]!)) {
      try {
        stream = inflateSync(stream);
      } catch {
        // left as stored
      }
    }
    objects.set(Number(m[1]), { dict: s[1]!, stream });
  }
  return objects;
}

/** A ToUnicode CMap (the `bfchar` and `bfrange` forms PDFKit and others write) as code -> text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const e of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(e[1]!, 16), utf16(e[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const e of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const start = parseInt(e[1]!, 16);
      const end = parseInt(e[2]!, 16);
      const target = e[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((t, i) => map.set(start + i, utf16(t[1]!)));
      } else {
        const first = target.slice(1, -1).replace(/\s+/g, '');
        for (let code = start; code <= end; code++) {
          const last = parseInt(first.slice(-4), 16) + (code - start);
          map.set(code, utf16(first.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
  return map;
}

/**
 * The text of a PDFKit document: its content streams, with the hex strings of the `TJ` operators
 * decoded by the font in use. An embedded (Type0, two-byte) font is read through its ToUnicode
 * map, as a PDF viewer's copy and search do; a built-in font's bytes are read as Latin-1.
 * Enough to find the order id, the total and a customer's name in any script.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  // Font resource names (F1, F2…) -> the code-to-text map of the font, or null for a built-in font.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const ref of dict.matchAll(/\/(F\d+)\s+(\d+)\s+0\s+R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      fonts.set(ref[1]!, cmap ? toUnicodeMap(cmap.toString('latin1')) : null);
    }
  }
  let out = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Subtype\s*\/Image|\/Length1|\/CIDInit/.test(dict) || stream.includes('/CIDInit')) continue;
    const content = stream.toString('latin1');
    let font: Map<number, string> | null = null;
    // Each text object (BT … ET) is one fragment that PDFKit placed with `Tm` and a font `Tf`.
    let newFragment = false;
    let y = '';
    let last = { y: '', font: '' };
    for (const op of content.matchAll(/\bBT\b|\/(F\d+)\s+[\d.]+\s+Tf|(-?[\d.]+)\s+Tm|\[(.*?)\]\s*TJ/g)) {
      if (op[0] === 'BT') {
        newFragment = true;
      } else if (op[1]) {
        font = fonts.get(op[1]) ?? null;
        if (newFragment) {
          // A run in another script continues its line in another font at the same height: no break.
          if (out && !(last.y === y && last.font !== op[1])) out += '\n';
          last = { y, font: op[1] };
          newFragment = false;
        }
      } else if (op[2]) {
        if (newFragment) y = op[2];
      } else {
        for (const h of op[3]!.matchAll(/<([0-9a-fA-F]+)>/g)) {
          const hex = h[1]!;
          if (font) {
            for (let i = 0; i + 4 <= hex.length; i += 4) out += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
          } else {
            out += Buffer.from(hex, 'hex').toString('latin1');
          }
        }
      }
    }
  }
  out += '\n';
  return out;
}
