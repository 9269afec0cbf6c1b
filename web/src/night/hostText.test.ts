import { describe, expect, test } from "vitest";
import { hostDone } from "./hostText";

const name = (seat: number) => ["Ann", "Bo", "Cy"][seat] ?? `Seat ${seat}`;

describe("what a host action did, in words", () => {
  test("pause and resume", () => {
    expect(hostDone({ action: "pause" }, name)).toBe(
      "Paused: nobody moves and no clock runs until you resume.",
    );
    expect(hostDone({ action: "resume" }, name)).toBe("Resumed: play goes on.");
  });
  test("actions on a player name the player", () => {
    expect(hostDone({ action: "remove", seat: 1 }, name)).toBe("Bo is removed from the table.");
    expect(hostDone({ action: "mute", seat: 2 }, name)).toBe("Cy is muted.");
    expect(hostDone({ action: "unmute", seat: 2 }, name)).toBe("Cy may chat again.");
  });
  test("the clock reads in minutes where it is whole minutes", () => {
    expect(hostDone({ action: "clock", seconds: 60 }, name)).toBe(
      "The move clock is 1 minute a move from the next hand.",
    );
    expect(hostDone({ action: "clock", seconds: 180 }, name)).toBe(
      "The move clock is 3 minutes a move from the next hand.",
    );
    expect(hostDone({ action: "clock", seconds: 30 }, name)).toBe(
      "The move clock is 30 seconds a move from the next hand.",
    );
    expect(hostDone({ action: "clock", seconds: null }, name)).toBe(
      "No move clock from the next hand.",
    );
  });
  test("spectators' chat and private joining, both ways", () => {
    expect(hostDone({ action: "spectator-chat", on: false }, name)).toBe(
      "Spectators' chat is off.",
    );
    expect(hostDone({ action: "spectator-chat", on: true }, name)).toBe("Spectators may chat.");
    expect(hostDone({ action: "private", on: true }, name)).toBe(
      "Joining now needs your approval.",
    );
    expect(hostDone({ action: "private", on: false }, name)).toBe("Anyone may join now.");
  });
});
