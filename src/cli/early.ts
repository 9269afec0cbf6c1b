/**
 * The first line of a terminal table, written before the engines and bots load (a second or more
 * on a loaded machine), so `pyramids play` never starts on a blank screen. It reads only the
 * games' catalogue; when the command line is anything it cannot be sure of, it writes nothing and
 * `play` writes the line itself.
 */
import { gameList } from "../packages/list.js";
import { terminalPaint } from "./paint.js";
import { fitText, screenSize } from "./screen.js";

/** The header written early and not yet claimed by `play`. */
let early: string | null = null;

export function tableHeader(name: string, players: number, seat: number): string {
  return `${name} — ${players} players, you are Seat ${seat}.`;
}

function write(line: string): void {
  const paint = terminalPaint();
  process.stdout.write(`${fitText(paint("bold", line), screenSize().columns).join("\n")}\n`);
}

/** `play`'s header: written now, unless this very line was written early. */
export function announce(line: string): void {
  if (early === line) early = null;
  else write(line);
}

/** The value of `--name N` or `--name=N` in `args`, undefined if absent, null if unreadable. */
function flag(args: readonly string[], name: string): string | undefined | null {
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === name) value = args[++i] ?? "";
    else if (a.startsWith(`${name}=`)) value = a.slice(name.length + 1);
  }
  return value === undefined || /^\d+$/.test(value) ? value : null;
}

/** `pyramids play <game> …`: the table's header at once, when the arguments say it surely. */
export function announceTable(args: readonly string[]): void {
  if (args[0] !== "play" || args.some((a) => a === "-h" || a === "--help")) return;
  const entry = gameList.find((l) => l.entry.id === args[1])?.entry;
  if (!entry) return;
  const players = flag(args, "--players");
  const seat = flag(args, "--seat");
  if (players === null || seat === null) return;
  const n = players === undefined ? (entry.defaultPlayers ?? entry.minPlayers) : Number(players);
  const k = seat === undefined ? 0 : Number(seat);
  if (n < entry.minPlayers || n > entry.maxPlayers || k >= n) return;
  early = tableHeader(entry.name, n, k);
  write(early);
}
