/** `pyramids replay` of a record made under another rules version says so, and why it fails. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pyramids } from "./run-cli.js";

describe("replaying a record from another rules version", () => {
  const dir = mkdtempSync(join(tmpdir(), "pyramids-replay-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const record = (rulesVersion: number | undefined, actions: unknown[]) => {
    const path = join(dir, `r${rulesVersion}-${actions.length}.json`);
    const r = { game: "tyramid", options: {}, players: 2, seed: "s", actions, rulesVersion };
    writeFileSync(path, JSON.stringify(r));
    return path;
  };

  it("says which versions, and replays under this program's", () => {
    const r = pyramids(["replay", "--final", record(0, [])]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      "pyramids: this record was played under Tyramid rules version 0; this program plays version 1: replaying it under version 1.\n",
    );
  });

  it("a record of this version says nothing; one that no longer replays names both versions", () => {
    expect(pyramids(["replay", "--final", record(1, [])]).err).toBe("");
    const broken = pyramids(["replay", record(0, [{ seat: 0, action: { type: "no-such-move" } }])]);
    expect(broken.code).not.toBe(0);
    expect(broken.err).toMatch(
      /rules version 0; this program plays version 1, and it no longer replays: /,
    );
  });
});
