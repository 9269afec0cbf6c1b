import { useSyncExternalStore } from "react";
import { accountName } from "./account";
import { nameProblem } from "./names";
import { savedName } from "./seats";

/**
 * The name prompt's question, open while a join waits for a name. Any page may ask (Play now,
 * a lobby seat, Create table); the one dialog mounted in the app answers.
 */
export interface NameQuestion {
  /** Numbers the questions, so a new one starts with a fresh form. */
  readonly id: number;
  /** Why it asks again: the server's sentence for a name it refused, else null. */
  readonly problem: string | null;
  readonly answer: (name: string | null) => void;
}

let open: NameQuestion | null = null;
let asked = 0;
const listeners = new Set<() => void>();

function set(q: NameQuestion | null): void {
  open = q;
  for (const l of listeners) l();
}

/** Asks for a name; null when the player closes the prompt without one. */
export function askName(problem: string | null = null): Promise<string | null> {
  // A second question replaces the first, which is answered "no name" so its join stops.
  open?.answer(null);
  return new Promise((resolve) => {
    asked += 1;
    const q: NameQuestion = {
      id: asked,
      problem,
      answer: (name) => {
        if (open === q) set(null);
        resolve(name);
      },
    };
    set(q);
  });
}

/**
 * The signed-in account's name (the server seats an account under it), else the remembered name
 * if it is usable, else the one the player types now (null: none given).
 */
export async function ensureName(): Promise<string | null> {
  const signedIn = accountName();
  if (signedIn !== null) return signedIn;
  const name = savedName();
  return nameProblem(name) === null ? name : askName();
}

export function useNameQuestion(): NameQuestion | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
