/** What the server benchmarks share: waiting for a server they started, and reading /healthz. */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits up to a minute for the server at `base` (`http://127.0.0.1:PORT`) to answer /healthz. */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    await sleep(100);
  }
  throw new Error("the server did not start");
}

/** The server's /healthz report, as the benchmark reads it (`query`: e.g. `?last=100`). */
export async function health<T>(base: string, query = ""): Promise<T> {
  return (await (await fetch(`${base}/healthz${query}`)).json()) as T;
}
