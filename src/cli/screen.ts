/**
 * Fitting text to the terminal: its width and height (80×24 when stdout is not a terminal), and
 * lines wrapped at spaces so nothing runs past the right edge. Colour codes take no width.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts a colour code
const colourCode = /\u001b\[[0-9;]*m/g;

export interface ScreenSize {
  readonly columns: number;
  readonly rows: number;
}

export function screenSize(stream: NodeJS.WriteStream = process.stdout): ScreenSize {
  const tty = stream.isTTY === true;
  return {
    columns: tty && stream.columns > 0 ? stream.columns : 80,
    rows: tty && stream.rows > 0 ? stream.rows : 24,
  };
}

/** The columns a line takes on screen: code points, without colour codes. */
export function visibleWidth(line: string): number {
  return [...line.replace(colourCode, "")].length;
}

/**
 * One line as screen lines no wider than `width`: broken at the last space that fits (a word
 * longer than the line is cut), continuation lines indented like the first.
 */
export function wrapLine(line: string, width: number): string[] {
  if (visibleWidth(line) <= width) return [line];
  const indent = /^ */.exec(line.replace(colourCode, ""))?.[0] ?? "";
  const hang = indent.length + 2 < width / 2 ? `${indent}  ` : "";
  const out: string[] = [];
  let rest = line;
  let lead = "";
  while (visibleWidth(lead + rest) > width) {
    const room = width - visibleWidth(lead);
    const cut = cutAt(rest, room);
    out.push(lead + rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
    lead = hang;
  }
  if (rest.length > 0) out.push(lead + rest);
  return out;
}

/** The string index to break `text` at so that at most `room` columns come before it. */
function cutAt(text: string, room: number): number {
  let seen = 0;
  let lastSpace = -1;
  let i = 0;
  while (i < text.length) {
    colourCode.lastIndex = i;
    const code = text.startsWith("\u001b[", i) ? colourCode.exec(text) : null;
    if (code && code.index === i) {
      i += code[0].length;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    if (seen === room) break;
    if (ch === " ") lastSpace = i;
    seen++;
    i += ch.length;
  }
  colourCode.lastIndex = 0;
  return lastSpace > 0 ? lastSpace : Math.max(i, 1);
}

/** A block of text (several lines) fitted to the width. */
export function fitText(text: string, width: number): string[] {
  return text.split("\n").flatMap((l) => wrapLine(l, width));
}
