import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./api";

/** A promise's result as React state: loading, the value, or the error's message. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<{ value: T | null; error: string | null; loading: boolean }>({
    value: null,
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (value) => live && setState({ value, error: null, loading: false }),
      (e: unknown) =>
        live &&
        setState({
          value: null,
          error: messageOf(e),
          loading: false,
        }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/**
 * What a button starts and waits for (create a club, fetch a file): `busy` while it runs, to
 * disable the button, then the error's message if it failed. `run` starts it, forgetting the
 * last error.
 */
export function useErrand() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
