/** Helpers for tests across the modules. */
import type { Result } from "./result.js";

/** The value of a result a test expects to be ok; otherwise throws with its error's words. */
export function unwrap<T>(r: Result<T, string | { readonly message: string }>): T {
  if (!r.ok) throw new Error(typeof r.error === "string" ? r.error : r.error.message);
  return r.value;
}
