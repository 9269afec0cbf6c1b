/**
 * The server's log: pino's JSON lines for log collectors (stdout not a terminal, or
 * `LOG_FORMAT=json`), and on a terminal one readable line per record (`LOG_FORMAT=pretty`
 * asks for those anywhere): the time, the level, the message and its fields.
 */
import { type DestinationStream, type Logger, pino } from "pino";

export type LogFormat = "json" | "pretty";

export function logFormat(
  env: NodeJS.ProcessEnv = process.env,
  tty = process.stdout.isTTY === true,
): LogFormat {
  const asked = env.LOG_FORMAT?.toLowerCase();
  if (asked === "json" || asked === "pretty") return asked;
  if (asked) throw new Error(`LOG_FORMAT is json or pretty, not "${env.LOG_FORMAT}".`);
  return tty ? "pretty" : "json";
}

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** Fields pino adds to every record, shown by the line's layout instead. */
const OWN = new Set(["level", "time", "msg", "pid", "hostname"]);

/** One JSON record as `12:03:04 INFO  pyramids server listening port=8080 db=…`. */
export function prettyLine(json: string): string {
  let r: Record<string, unknown>;
  try {
    r = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof r.time === "number" ? r.time : Date.now())
    .toTimeString()
    .slice(0, 8);
  const level = (LEVELS[r.level as number] ?? String(r.level)).padEnd(5);
  const fields = Object.entries(r)
    .filter(([k]) => !OWN.has(k))
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  return [time, level, r.msg ?? "", ...fields].join(" ").trimEnd();
}

/**
 * Readable lines on `out`. Lines logged before `release()` wait, so that a person's first line
 * ("Pyramids is ready: open …", printed once the server listens) comes before the start-up log.
 */
export class PrettyStream implements DestinationStream {
  private held: string[] | null = [];

  constructor(private readonly out: NodeJS.WritableStream = process.stdout) {}

  write(json: string): void {
    const line = `${prettyLine(json)}\n`;
    if (this.held) this.held.push(line);
    else this.out.write(line);
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const line of held) this.out.write(line);
  }
}

export function serverLogger(format: LogFormat, pretty = new PrettyStream()): Logger {
  const options = { level: process.env.LOG_LEVEL ?? "info" };
  return format === "pretty" ? pino(options, pretty) : pino(options);
}
