/** Plain JSON data: what every state, view, action, event and record is made of. */
export type Json =
  | null
  | boolean
  | number
  | string
  | readonly Json[]
  | { readonly [k: string]: Json };

/** JSON text with object keys sorted, so equal data always gives equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Why a value is not plain JSON (a class instance, a Map, undefined, NaN, a function…), or null
 * when it is. States must survive `JSON.parse(JSON.stringify(state))` unchanged.
 */
export function notPlainJson(value: unknown, path = "$"): string | null {
  if (value === null || typeof value === "string" || typeof value === "boolean") return null;
  if (typeof value === "number") return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `${path}[${i}] is a hole`;
      const why = notPlainJson(value[i], `${path}[${i}]`);
      if (why) return why;
    }
    return null;
  }
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      return `${path} is a ${proto?.constructor?.name ?? "class instance"}`;
    for (const [k, v] of Object.entries(value)) {
      const why = notPlainJson(v, `${path}.${k}`);
      if (why) return why;
    }
    return null;
  }
  return `${path} is a ${typeof value}`;
}
