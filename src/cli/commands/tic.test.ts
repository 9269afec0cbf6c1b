import { describe, expect, it } from "vitest";
import { pyramids } from "../testing.js";

/** `pyramids tic score <card> --touching <cards>`, then the other flags. */
function score(card: string, touching: string, ...flags: string[]) {
  return pyramids("tic", "score", card, "--touching", touching, ...flags);
}

describe("pyramids tic score", () => {
  it("explains a play: a 3-card Tic group and a different Tic make 9", async () => {
    const r = await score("4-star-red", "4-circle-red,4-square-red,4-star-cyan");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Tic group of 3 cards");
    expect(r.out).toContain("total 9 — 2 or more Tics: plays again");
  });

  it("gives { contacts, groups, bonus, total, extraPlay } as JSON", async () => {
    const r = await score("5-star-red", "5-star-cyan, 1-circle-red", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      contacts: [
        { card: "5-star-cyan", kind: "tic", shared: ["number", "shape"], points: 2 },
        { card: "1-circle-red", kind: "single", shared: ["colour"], points: 1 },
      ],
      groups: [],
      bonus: 2,
      total: 5,
      extraPlay: false,
    });
  });

  it("rejects a Nic with a non-zero exit and says why", async () => {
    const r = await score("5-star-red", "5-star-cyan,1-circle-violet");
    expect(r.code).not.toBe(0);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      "pyramids: 5-star-red and 1-circle-violet have nothing in common: a Nic, so the card cannot be played there.\n",
    );
  });

  it("names a bad card and refuses impossible contacts", async () => {
    const bad = await score("5-star-red", "5-star-teal");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"teal" is not a TIC colour');
    const many = await score("5-star-red", "5-star-cyan,5-star-violet,5-star-yellow,5-star-orange");
    expect(many.err).toContain("one, two or three cards, not 4");
    const none = await pyramids("tic", "score", "5-star-red");
    expect(none.err).toContain("--touching");
  });
});
