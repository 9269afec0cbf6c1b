import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../core/errors.js";
import { codeForStatus, httpStatus, ServerCode, ServerError } from "./errors.js";

const codes = [...Object.values(ErrorCode), ...Object.values(ServerCode)];

describe("error codes", () => {
  it("are unique across the engine's and the server's", () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("each appear in docs/protocol.md's table with the status the lobby answers", () => {
    const doc = readFileSync(new URL("../../docs/protocol.md", import.meta.url), "utf8");
    const documented = new Map<string, number>();
    for (const m of doc.matchAll(/^\| `([a-z-]+)` \| (\d{3})(?: \(WS\))? \|/gm))
      documented.set(m[1]!, Number(m[2]));
    const expected = new Map(codes.map((code) => [code, httpStatus({ code, message: "" })]));
    expect(documented).toEqual(expected);
  });

  it("give a game's own code 400, and the HTTP layer's statuses back their own codes", () => {
    expect(httpStatus({ code: "gap", message: "" })).toBe(400);
    expect(httpStatus({ code: "constructor", message: "" })).toBe(400);
    for (const status of [403, 404, 408, 413, 414, 429, 431])
      expect(httpStatus({ code: codeForStatus(status), message: "" })).toBe(status);
    expect(codeForStatus(418)).toBe(ServerCode.badRequest);
  });

  it("pass an engine's refusal on unchanged", () => {
    const e = new ServerError({ code: "gap", message: "Place 2,1 already holds a card." });
    expect([e.code, e.message]).toEqual(["gap", "Place 2,1 already holds a card."]);
  });
});
