/** Runs the `pyramids` command line in-process for tests and captures what it writes. */
import { Readable } from "node:stream";
import { vi } from "vitest";
import type { GameRegistry } from "../packages/registry.js";
import { main } from "./program.js";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** `pyramids …args`: the exit code and everything written to stdout and stderr. */
export function pyramids(...args: string[]): Promise<CliRun> {
  return pyramidsWith(args);
}

/**
 * `pyramids …args` with the games of `registry` (the project's unless given) and, when `lines`
 * are given, those lines typed on its stdin: the exit code and everything written.
 */
export async function pyramidsWith(
  args: readonly string[],
  { registry, lines }: { registry?: GameRegistry; lines?: readonly string[] } = {},
): Promise<CliRun> {
  let out = "";
  let err = "";
  const stdin = lines
    ? vi
        .spyOn(process, "stdin", "get")
        .mockReturnValue(
          Readable.from(lines.map((l) => `${l}\n`)) as unknown as typeof process.stdin,
        )
    : undefined;
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((s) => {
    out += String(s);
    return true;
  });
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation((s) => {
    err += String(s);
    return true;
  });
  try {
    const code = await main(["node", "pyramids", ...args], registry);
    return { code, out, err };
  } finally {
    stdin?.mockRestore();
    stdout.mockRestore();
    stderr.mockRestore();
    // A command that sets an exit code would otherwise fail the test run itself.
    process.exitCode = undefined;
  }
}
