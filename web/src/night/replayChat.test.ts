import { describe, expect, it } from "vitest";
import { chatAt } from "./replayChat";

const chat = [
  { seat: 0, name: "Maya", text: "good luck", step: 0 },
  { seat: 1, name: "Ben", text: "<b>thanks</b>", step: 1 },
  { seat: null, name: "Sam", text: "go Ben", step: 2 },
];

describe("chatAt", () => {
  it("gives the lines said by the step", () => {
    expect(chatAt(chat, 0)?.map((l) => l.text)).toEqual(["good luck"]);
    expect(chatAt(chat, 1)?.map((l) => l.text)).toEqual(["good luck", "<b>thanks</b>"]);
    expect(chatAt(chat, 5)).toEqual(chat);
  });

  it("is null for a record without chat, and leaves out what is not a line", () => {
    expect(chatAt(undefined, 3)).toBeNull();
    expect(chatAt("hi", 3)).toBeNull();
    expect(chatAt([null, 4, { name: "X", text: 1, step: 0 }, chat[0]], 3)).toEqual([chat[0]]);
  });
});
