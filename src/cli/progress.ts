import { SingleBar } from "cli-progress";
import { fail } from "./fail.js";

/** A long run's progress bar on stderr: shown or not, its total, and its line's format. */
export interface Progress {
  readonly show: boolean;
  readonly total: number;
  readonly format: string;
}

/**
 * Runs `work`, which tells of the units it has done through `advance`, under a progress bar; the
 * bar is stopped however the work ends, and a failure is the command's one-line refusal.
 */
export async function withProgress<T>(
  progress: Progress,
  work: (advance: (units: number) => void) => Promise<T>,
): Promise<T> {
  const bar = progress.show
    ? new SingleBar({ stream: process.stderr, format: progress.format, hideCursor: true })
    : undefined;
  bar?.start(progress.total, 0);
  try {
    return await work((units) => bar?.increment(units));
  } catch (e) {
    return fail((e as Error).message);
  } finally {
    bar?.stop();
  }
}
