import { describe, expect, it } from "vitest";
import { personal } from "./personal.js";

describe("personal", () => {
  it("names the viewer's own seat You, with the verb agreeing", () => {
    expect(personal("Seat 0 checks.", 0)).toBe("You check.");
    expect(personal("Seat 0 goes all-in, 20.", 0)).toBe("You go all-in, 20.");
    expect(personal("Seat 0 raises to 4.", 0)).toBe("You raise to 4.");
    expect(personal("Seat 0 is all-in for the ante of 2.", 0)).toBe(
      "You are all-in for the ante of 2.",
    );
    expect(personal("Round 2 begins with seat 0.", 0)).toBe("Round 2 begins with you.");
    expect(personal("Seat 0's stack", 0)).toBe("Your stack");
  });

  it("leaves other seats, seat 10 for seat 1, and spectators as they are", () => {
    expect(personal("Seat 1 checks.", 0)).toBe("Seat 1 checks.");
    expect(personal("Seat 10 checks.", 1)).toBe("Seat 10 checks.");
    expect(personal("Seat 0 checks.", "spectator")).toBe("Seat 0 checks.");
    expect(personal("Seat 0 checks.", null)).toBe("Seat 0 checks.");
  });
});
