import { styleText } from "node:util";
import type { Paint, Tint } from "../core/game.js";

/** Colours for a terminal that shows them (a TTY without NO_COLOR), else plain text. */
export function terminalPaint(stream: NodeJS.WriteStream = process.stdout): Paint {
  const colour = stream.isTTY === true && !process.env.NO_COLOR && process.env.TERM !== "dumb";
  if (!colour && !process.env.FORCE_COLOR) return (_t, text) => text;
  return (tints, text) => {
    const list: readonly Tint[] = typeof tints === "string" ? [tints] : tints;
    return list.length === 0 ? text : styleText([...list], text);
  };
}

export const plain: Paint = (_t, text) => text;
