/** Runs the `pyramids` command line in-process for tests and captures what it writes. */
import { vi } from "vitest";
import { main } from "./program.js";

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** `pyramids …args`: the exit code and everything written to stdout and stderr. */
export async function pyramids(...args: string[]): Promise<CliRun> {
  let out = "";
  let err = "";
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((s) => {
    out += String(s);
    return true;
  });
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation((s) => {
    err += String(s);
    return true;
  });
  try {
    const code = await main(["node", "pyramids", ...args]);
    return { code, out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    // A command that sets an exit code would otherwise fail the test run itself.
    process.exitCode = undefined;
  }
}
