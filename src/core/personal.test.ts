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

  it("writes you with a capital only where a sentence starts", () => {
    expect(personal("Seat 0 is away; the away rule moves for Seat 0.", 0)).toBe(
      "You are away; the away rule moves for you.",
    );
    expect(personal("Seat 0's clock ran out; the away rule moves for Seat 0.", 0)).toBe(
      "Your clock ran out; the away rule moves for you.",
    );
    expect(personal("The pot goes to Seat 0. Seat 0 wins 5.", 0)).toBe(
      "The pot goes to you. You win 5.",
    );
    expect(personal("Seat 1 passes to Seat 0's left.", 0)).toBe("Seat 1 passes to your left.");
    expect(personal("Hand 2 is over\nSeat 0 deals.", 0)).toBe("Hand 2 is over\nYou deal.");
  });

  it("leaves other seats, seat 10 for seat 1, and spectators as they are", () => {
    expect(personal("Seat 1 checks.", 0)).toBe("Seat 1 checks.");
    expect(personal("Seat 10 checks.", 1)).toBe("Seat 10 checks.");
    expect(personal("Seat 0 checks.", "spectator")).toBe("Seat 0 checks.");
    expect(personal("Seat 0 checks.", null)).toBe("Seat 0 checks.");
  });
});
