import { createInterface } from "node:readline";

/**
 * The player's typed lines, read all the time (not only when asked), so a line typed while the
 * bots act can be looked at before the next bot move: that is how a player folds out of turn.
 */
export class TypedLines {
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  private readonly rl;

  constructor(input: NodeJS.ReadStream = process.stdin) {
    this.rl = createInterface({ input, terminal: false });
    this.rl.on("line", (line) => {
      const w = this.waiting;
      if (w) {
        this.waiting = null;
        w(line);
      } else this.queue.push(line);
    });
    this.rl.on("close", () => {
      this.ended = true;
      const w = this.waiting;
      this.waiting = null;
      w?.(null);
    });
  }

  /** The next line, waiting for it; null once input has ended. */
  next(): Promise<string | null> {
    const line = this.queue.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  /** The line typed ahead, if any, without taking it. */
  peek(): string | undefined {
    return this.queue[0];
  }

  /** Takes the line `peek` showed. */
  take(): void {
    this.queue.shift();
  }

  close(): void {
    this.rl.close();
  }
}
