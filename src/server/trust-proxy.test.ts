import { describe, expect, it } from "vitest";
import { fastifyTrust, parseTrustProxy } from "./trust-proxy.js";

describe("--trust-proxy", () => {
  it("takes a hop count, or addresses and CIDR ranges", () => {
    expect(parseTrustProxy("1")).toEqual({ ok: true, value: 1 });
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1,::1")).toEqual({
      ok: true,
      value: ["10.0.0.0/8", "127.0.0.1", "::1"],
    });
    expect(parseTrustProxy("fd00::/8")).toEqual({ ok: true, value: ["fd00::/8"] });
  });

  it("refuses everything else with a sentence, never trusting every hop", () => {
    for (const bad of ["0", "11", "true", "all", "10.0.0.0/33", "10.0.0/8", "", "1.2.3.4,"]) {
      const r = parseTrustProxy(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/--trust-proxy/);
    }
  });

  it("a hop count believes exactly that many hops", () => {
    const trust = fastifyTrust(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
    expect(fastifyTrust(undefined)).toBe(false);
  });
});
