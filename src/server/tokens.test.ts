import { describe, expect, it } from "vitest";
import { isTableId, newTableId } from "./tokens.js";

describe("table ids", () => {
  it("are 12 base64url characters, never starting with - or _ (a command line reads - as an option)", () => {
    // One random id in 32 would start with either; among 5000, none may.
    const ids = Array.from({ length: 5000 }, newTableId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{11}$/);
      expect(isTableId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
