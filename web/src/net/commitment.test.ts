import { describe, expect, test } from "vitest";
import { commitment, newSeed } from "../../../src/core/seed.js";
import { commitmentHolds, sha256Hex } from "./commitment";

describe("the seed commitment, checked in the browser's way", () => {
  test("SHA-256 as published by the server", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    for (let i = 0; i < 20; i++) {
      const seed = newSeed();
      expect(await sha256Hex(seed)).toBe(commitment(seed));
      expect(await commitmentHolds(seed, commitment(seed).toUpperCase())).toBe(true);
    }
  });
  test("a changed seed fails the check", async () => {
    const seed = newSeed();
    expect(await commitmentHolds(`${seed}0`, commitment(seed))).toBe(false);
  });
});
