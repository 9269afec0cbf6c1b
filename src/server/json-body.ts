import type { FastifyInstance } from "fastify";
import { ServerCode, ServerError } from "./errors.js";

/**
 * Where in a parsed JSON value a key could reach an object's prototype once the value is merged
 * into another (`__proto__`, or `constructor` holding `prototype`), as a path like
 * `options.__proto__`; null if nowhere.
 */
export function prototypeKey(value: unknown, path = ""): string | null {
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (key === "__proto__") return here;
    if (
      key === "constructor" &&
      typeof inner === "object" &&
      inner !== null &&
      "prototype" in inner
    )
      return `${here}.prototype`;
    const deeper = prototypeKey(inner, here);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * The lobby's JSON bodies: a body that is not JSON is refused as such, and one that is JSON but
 * holds a prototype key is refused by name (Fastify's own parser says "not valid JSON" to both,
 * which sends a client looking for a syntax error that is not there).
 */
export function jsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    if ((body as string).trim() === "")
      return done(new ServerError(ServerCode.badRequest, "The body is empty but says it is JSON."));
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      return done(new ServerError(ServerCode.badRequest, "The body is not valid JSON."));
    }
    const key = prototypeKey(value);
    if (key)
      return done(
        new ServerError(
          ServerCode.badRequest,
          `The body may not hold the key ${key}: it would reach an object's prototype.`,
        ),
      );
    done(null, value);
  });
}
