import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalog } from "./catalog";
import { developerWords, forPlayers } from "./rulesText";

const dir = join(import.meta.dirname, "../../docs/rules");

describe("rules pages are for players", () => {
  it("leave out the notes marked for developers", () => {
    const md = "Play well.\n\n<!-- developers -->\nSee `src/x.ts`.\n<!-- /developers -->\n\nEnd.";
    expect(forPlayers(md)).toBe("Play well.\n\nEnd.");
    expect(forPlayers("[the betting rules](betting.md)")).toBe(
      "[the betting rules](#/rules/betting)",
    );
    expect(forPlayers("A hand. <!-- developers -->(`act`)<!-- /developers --> B.")).toBe(
      "A hand.  B.",
    );
  });
  const games = catalog.map((g) => g.id).filter((id) => readdirSync(dir).includes(`${id}.md`));
  // The betting rules every betting game's page links to.
  const pages = [...games, "betting"];
  it("cover every game in the catalogue", () => {
    expect(games.length).toBeGreaterThanOrEqual(6);
  });
  for (const id of pages) {
    it(`${id}: no developer text on the page`, () => {
      const shown = forPlayers(readFileSync(join(dir, `${id}.md`), "utf8"));
      const found = shown.split("\n").filter((line) => developerWords.some((w) => w.test(line)));
      expect(found).toEqual([]);
    });
  }
});
