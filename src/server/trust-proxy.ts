import { isIP } from "node:net";

/**
 * Which reverse proxies the server believes about a client's address (X-Forwarded-For): a count
 * of hops (the nearest N proxies), or the proxies' addresses and CIDR ranges. Never "every hop":
 * each proxy appends to the header what the client sent, so believing the whole header lets a
 * client name any address it likes.
 */
export type TrustProxy = number | readonly string[];

/** `--trust-proxy 1`, `--trust-proxy 10.0.0.0/8,127.0.0.1`: the value, or a sentence saying why not. */
export function parseTrustProxy(
  text: string,
): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const s = text.trim();
  if (/^\d+$/.test(s)) {
    const hops = Number(s);
    if (hops >= 1 && hops <= 10) return { ok: true, value: hops };
    return { ok: false, error: `--trust-proxy takes 1 to 10 hops, not ${s}.` };
  }
  const parts = s.split(",").map((p) => p.trim());
  const bad = parts.find((p) => !isAddressOrRange(p));
  if (bad !== undefined || parts.length === 0)
    return {
      ok: false,
      error: `--trust-proxy takes a hop count or addresses and CIDR ranges (10.0.0.0/8,127.0.0.1); "${bad ?? s}" is neither.`,
    };
  return { ok: true, value: parts };
}

function isAddressOrRange(p: string): boolean {
  const [address, bits, ...rest] = p.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The trust as Fastify takes it. A hop count is a function of the hop's index (0 is the
 * connection's peer): Fastify itself trusts no hop for a bare number.
 */
export function fastifyTrust(
  trust: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return [...trust];
}
