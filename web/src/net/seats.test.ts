import { beforeEach, describe, expect, test } from "vitest";
import {
  forgetSeat,
  savedHost,
  savedRequest,
  savedSeat,
  saveHost,
  saveRequest,
  saveSeat,
} from "./seats";

const store = new Map<string, string>();

beforeEach(() => {
  store.clear();
  // Node has no localStorage: a map stands in for this browser's.
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});

describe("tokens kept per table", () => {
  test("a seat, a join request and a host token come back as saved, and go when forgotten", () => {
    saveSeat("t", { seat: 2, token: "x" });
    saveRequest("t", { request: "r", token: "k" });
    saveHost("t", "h");
    expect(savedSeat("t")).toEqual({ seat: 2, token: "x" });
    expect(savedRequest("t")).toEqual({ request: "r", token: "k" });
    expect(savedHost("t")).toBe("h");
    forgetSeat("t");
    expect(savedSeat("t")).toBeNull();
  });

  test("an entry of another shape is not there, and only the known fields are kept", () => {
    store.set("pyramids.seat.a", JSON.stringify({ seat: "2", token: "x" }));
    store.set("pyramids.seat.b", "not json");
    store.set("pyramids.seat.c", "null");
    store.set("pyramids.seat.d", JSON.stringify({ seat: 1, token: "y", extra: 3 }));
    expect(savedSeat("a")).toBeNull();
    expect(savedSeat("b")).toBeNull();
    expect(savedSeat("c")).toBeNull();
    expect(savedSeat("d")).toEqual({ seat: 1, token: "y" });
  });
});
