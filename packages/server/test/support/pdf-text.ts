import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (lib/pdf.ts), without a PDF tool on the machine: each text-showing operator's
 * glyph codes (`[<0012> 40 <0034>] TJ`) mapped back to characters through the font's ToUnicode map, one line per
 * operator. Made for our own files (one embedded font, Identity-H, compressed streams), not for PDFs in general.
 */
export function pdfText(bytes: Buffer): string {
  const streams: string[] = [];
  const binary = bytes.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(binary); match; match = pattern.exec(binary)) {
    const start = match.index + match[0].length;
    const end = binary.indexOf('endstream', start);
    if (end < 0) break;
    const raw = bytes.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
  }

  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((stream) => stream.includes('beginbfrange'))) {
    for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      const first = parseInt(range[1]!, 16);
      [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
        const units = entry[1]!.split(' ').map((hex) => parseInt(hex, 16));
        glyphs.set(first + index, String.fromCharCode(...units));
      });
    }
  }

  const lines: string[] = [];
  for (const content of streams.filter((stream) => stream.includes(' TJ'))) {
    for (const operator of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      let line = '';
      for (const hex of operator[1]!.matchAll(/<([0-9a-f]*)>/gi)) {
        for (let index = 0; index + 4 <= hex[1]!.length; index += 4)
          line += glyphs.get(parseInt(hex[1]!.slice(index, index + 4), 16)) ?? '\uFFFD';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
