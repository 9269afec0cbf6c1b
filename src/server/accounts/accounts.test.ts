import { afterEach, describe, expect, it } from "vitest";
import { type Db, openDb } from "../db/connect.js";
import { ServerError } from "../errors.js";
import { Accounts } from "./accounts.js";
import {
  costOf,
  hashPassword,
  type PasswordHasher,
  scryptHasher,
  strongCost,
  verifyPassword,
} from "./passwords.js";

/** Real scrypt at a light cost, for the tests about counting rather than hashing. */
const light: PasswordHasher = {
  hash: (p) => hashPassword(p, { N: 2 ** 10, r: 8, p: 1 }),
  verify: verifyPassword,
};

let opened: Db | null = null;
afterEach(async () => {
  await opened?.db.destroy();
  opened = null;
});

async function fresh(
  hasher: PasswordHasher = scryptHasher,
  now = () => 1_000_000,
  limits?: ConstructorParameters<typeof Accounts>[3],
) {
  opened = await openDb(":memory:");
  return new Accounts(opened.db, hasher, now, limits);
}

/** The real scrypt, with every check it makes written down. */
function counting() {
  const checks: { password: string; stored: string }[] = [];
  const hasher: PasswordHasher = {
    hash: (p) => scryptHasher.hash(p),
    verify: (password, stored) => {
      checks.push({ password, stored });
      return scryptHasher.verify(password, stored);
    },
  };
  return { hasher, checks };
}

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ServerError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error("not refused");
}

describe("sign-in gives nothing away", () => {
  it("makes one check of the same cost for an unknown name, a wrong password and a passkey's account", async () => {
    const { hasher, checks } = counting();
    const accounts = await fresh(hasher);
    await accounts.create("Maya", "the right one");
    await accounts.create("Keyed", null);
    const wrong = await refusal(accounts.signIn("Maya", "a wrong one", "1.1.1.1"));
    const unknown = await refusal(accounts.signIn("Nobody", "a wrong one", "1.1.1.1"));
    const keyed = await refusal(accounts.signIn("Keyed", "a wrong one", "1.1.1.1"));
    expect(unknown).toEqual(wrong);
    expect(keyed).toEqual(wrong);
    expect(checks).toHaveLength(3);
    // Every check is against a scrypt hash of the strong cost: the same work whatever the name.
    for (const c of checks) expect(costOf(c.stored)).toEqual(strongCost);
    expect(checks[1]!.stored).toBe(checks[2]!.stored);
    expect(checks[0]!.stored).not.toBe(checks[1]!.stored);
  });

  it("stores the password as a scrypt hash of the strong cost, never the password", async () => {
    const accounts = await fresh();
    await accounts.create("Theo", "plain words here");
    const row = await accounts.byName("theo");
    expect(row!.password).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.password).not.toContain("plain words");
  });
});

describe("the sign-in limit", () => {
  it("refuses a name after 3 failures in the window, right password included, and forgets them after it", async () => {
    let now = 1_000_000;
    const accounts = await fresh(light, () => now, {
      perName: 3,
      perAddress: 100,
      windowMs: 60_000,
    });
    await accounts.create("Ines", "her password");
    for (let i = 0; i < 3; i++)
      expect((await refusal(accounts.signIn("Ines", `guess ${i}`, `10.0.0.${i}`))).code).toBe(
        "wrong-credentials",
      );
    const limited = await refusal(accounts.signIn("INES", "her password", "10.0.0.9"));
    expect(limited.code).toBe("rate-limited");
    // An unknown name is limited the same way: the limit tells no name from another.
    for (let i = 0; i < 3; i++)
      await refusal(accounts.signIn("Ghost", `guess ${i}`, `10.0.1.${i}`));
    expect((await refusal(accounts.signIn("Ghost", "x", "10.0.1.9"))).code).toBe("rate-limited");
    now += 60_001;
    expect((await accounts.signIn("Ines", "her password", "10.0.0.9")).name).toBe("Ines");
  });

  it("refuses an address after its failures across many names", async () => {
    const accounts = await fresh(light, () => 5, { perName: 100, perAddress: 2, windowMs: 60_000 });
    await accounts.create("Jon", "jon's password");
    await refusal(accounts.signIn("a", "wrong password", "9.9.9.9"));
    await refusal(accounts.signIn("b", "wrong password", "9.9.9.9"));
    expect((await refusal(accounts.signIn("Jon", "jon's password", "9.9.9.9"))).code).toBe(
      "rate-limited",
    );
    expect((await accounts.signIn("Jon", "jon's password", "8.8.8.8")).name).toBe("Jon");
  });
});

describe("an operator's disable", () => {
  it("ends the account's sessions and refuses its sign-in", async () => {
    const accounts = await fresh(light);
    const who = await accounts.create("Kai", "kai's password");
    const { token } = await accounts.newSession(who);
    expect((await accounts.sessionAccount(token))?.name).toBe("Kai");
    expect(await accounts.disable("KAI")).toBe(true);
    expect(await accounts.sessionAccount(token)).toBeNull();
    expect((await refusal(accounts.signIn("Kai", "kai's password", "1.2.3.4"))).code).toBe(
      "account-disabled",
    );
    expect(await accounts.disable("nobody")).toBe(false);
  });
});
