import { describe, expect, it } from "vitest";
import { ServerCode, ServerError } from "./errors.js";
import { checkName, MAX_NAME } from "./names.js";

/** The refusal `checkName` gives `name`, or null if it takes it. */
function refusal(name: string): ServerError | null {
  try {
    checkName(name);
    return null;
  } catch (e) {
    if (e instanceof ServerError) return e;
    throw e;
  }
}

describe("checkName", () => {
  it("takes plain names, trimmed, in any script, with emoji and their variation selectors", () => {
    expect(checkName("  Maya ")).toBe("Maya");
    for (const name of [
      "Ben",
      "Zoë",
      "مايا",
      "玛雅",
      "Yours truly",
      "Youssef",
      "Seatbelt",
      "♥️ Ann",
    ])
      expect(refusal(name), name).toBeNull();
    expect(refusal("x".repeat(MAX_NAME))).toBeNull();
  });

  const refused: [shape: string, name: string, says: RegExp][] = [
    ["empty", "", /1 to 24 characters/],
    ["spaces only", "   ", /1 to 24 characters/],
    ["too long", "x".repeat(MAX_NAME + 1), /1 to 24 characters/],
    ["a C0 control", "Bad\u0007name", /control characters/],
    ["a C1 control", "Bad\u0085name", /control characters/],
    ["a line separator", "Two\u2028lines", /control characters/],
    ["a seat", "Seat 2", /look like a seat/],
    ["a seat in other case", "sEaT3", /look like a seat/],
    ["a seat in full-width letters", "Ｓｅａｔ ２", /look like a seat/],
    ["You", "You", /"You" to each player/],
    ["you", "you", /"You" to each player/],
    ["YOU", "YOU", /"You" to each player/],
    ["yOu, padded", "  yOu  ", /"You" to each player/],
    ["You in full-width letters", "Ｙｏｕ", /"You" to each player/],
    ["Your", "Your", /"You" to each player/],
    ["yourself", "Yourself", /"You" to each player/],
    ["a right-to-left override", "\u202Eayam", /text-direction/],
    ["a left-to-right override", "Maya\u202D", /text-direction/],
    ["a right-to-left embedding", "a\u202Bb", /text-direction/],
    ["a pop directional formatting", "a\u202Cb", /text-direction/],
    ["a left-to-right isolate", "a\u2066b", /text-direction/],
    ["a first-strong isolate", "a\u2068b", /text-direction/],
    ["a pop directional isolate", "a\u2069b", /text-direction/],
    ["a right-to-left mark", "Maya\u200F", /text-direction/],
    ["a left-to-right mark", "\u200EMaya", /text-direction/],
    ["an Arabic letter mark", "Maya\u061C", /text-direction/],
    ["a zero-width space", "Ma\u200Bya", /invisible/],
    ["a zero-width joiner", "Ma\u200Dya", /invisible/],
    ["a zero-width non-joiner", "Ma\u200Cya", /invisible/],
    ["a word joiner", "Ma\u2060ya", /invisible/],
    ["a zero-width no-break space", "Ma\uFEFFya", /invisible/],
    ["a soft hyphen", "Ma\u00ADya", /invisible/],
    ["an invisible times", "Ma\u2062ya", /invisible/],
    ["a Mongolian vowel separator", "Ma\u180Eya", /invisible/],
    ["a tag character", "Maya\u{E0041}", /invisible/],
    ["a Hangul filler alone", "\u3164", /invisible/],
    ["a Braille blank", "Ma\u2800ya", /invisible/],
    ["You hidden behind a zero-width space", "You\u200B", /invisible/],
  ];

  it.each(refused)("refuses %s with bad-name and a sentence", (_shape, name, says) => {
    const e = refusal(name);
    expect(e?.code).toBe(ServerCode.badName);
    expect(e?.message).toMatch(says);
    expect(e?.message).toMatch(/^A name .+\.$/);
  });
});
