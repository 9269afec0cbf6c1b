import { describe, expect, test } from "vitest";
import { setOptionPath, type ValueSchema } from "../core/options.js";
import { games } from "../packages/index.js";
import { gameListing } from "./listing.js";

/** Every option in a schema, groups opened, with its path and its parsed default. */
function leaves(
  schema: ValueSchema,
  defaults: Record<string, unknown>,
  path: string[] = [],
): { path: string; schema: ValueSchema; parsed: unknown }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, option]) => {
    const parsed = defaults[name];
    if (option.type === "object" && option.properties)
      return leaves(option, parsed as Record<string, unknown>, [...path, name]);
    return [{ path: [...path, name].join("."), schema: option, parsed }];
  });
}

/** The keys of an options object, groups opened: `betting.ante`. */
function keys(o: Record<string, unknown>, path: string[] = []): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? keys(v as Record<string, unknown>, [...path, k])
      : [[...path, k].join(".")],
  );
}

describe("the games as GET /api/games lists them", () => {
  test.each(games.map((g) => [g.id, g] as const))("%s: every option is described", (_, game) => {
    const listing = gameListing(game, ["random"]);
    const options = leaves(listing.optionSchema, listing.defaults);
    // Every option with a default is listed; so is an option a table leaves out unless it sets
    // it (rebuys), which has no default to list.
    const paths = options.map((o) => o.path);
    expect(paths).toEqual(expect.arrayContaining(keys(listing.defaults)));
    for (const o of options.filter((o) => !keys(listing.defaults).includes(o.path)))
      expect(game.options.parse({}), o.path).not.toHaveProperty(o.path.split("."));
    for (const o of options) expect(o.schema.description, o.path).toMatch(/\w/);
  });

  test.each(games.map((g) => [g.id, g] as const))(
    "%s: each default the schema states is the one the server fills in",
    (_, game) => {
      const listing = gameListing(game, ["random"]);
      expect(listing.defaults).toEqual(game.options.parse({}));
      const stated = leaves(listing.optionSchema, listing.defaults).filter(
        (o) => o.schema.default !== undefined,
      );
      expect(stated.length).toBeGreaterThan(0);
      for (const o of stated) expect(o.schema.default, o.path).toEqual(o.parsed);
      // The form sends back what it shows: the stated defaults are options the server accepts.
      const sent: Record<string, unknown> = {};
      for (const o of stated) setOptionPath(sent, o.path, JSON.stringify(o.schema.default));
      expect(game.options.parse(sent)).toEqual(listing.defaults);
    },
  );

  test("is plain data: it crosses the wire unchanged", () => {
    for (const game of games) {
      const listing = gameListing(game, ["random", "heuristic"]);
      expect(JSON.parse(JSON.stringify(listing))).toEqual(listing);
    }
  });
});
