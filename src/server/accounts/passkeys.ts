/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: sign up with a passkey instead of a
 * password, add one to a signed-in account, and sign in with one (a discoverable credential: the
 * browser offers the passkeys it holds for this site, no name typed). Each ceremony's challenge is
 * a database row, used once, so any process of a cluster can finish what another began.
 */
import { randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ServerCode, ServerError } from "../errors.js";
import { requestError } from "../tables/requests.js";
import { type Account, checkAccountName } from "./accounts.js";
import type { Sessions } from "./sessions.js";

/** A ceremony must be answered within 5 minutes. */
const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = "Pyramids";

const optionsRequest = z.strictObject({ name: z.string().max(200).optional() });
const answer = z.strictObject({
  challengeId: z.string().min(1).max(64),
  // The browser's answer, checked field by field by the verifier.
  response: z.looseObject({ id: z.string().min(1).max(1024), type: z.literal("public-key") }),
});

const registration = z.object({
  name: z.string().nullable(),
  userHandle: z.string(),
  account: z.string().nullable(),
});

function refused(message = "The passkey could not be verified: try again."): ServerError {
  return new ServerError(ServerCode.passkeyRefused, message);
}

/** Where the browser says it is, as WebAuthn checks it: this server's own origin and host name. */
function relyingParty(req: FastifyRequest): { origin: string; rpID: string } {
  return { origin: `${req.protocol}://${req.host}`, rpID: req.hostname };
}

/** What a browser's answer to a ceremony must match: its challenge and this site. */
interface Expected {
  readonly expectedChallenge: string;
  readonly expectedOrigin: string;
  readonly expectedRPID: string;
  readonly requireUserVerification: false;
}

/**
 * A browser's answer to a registration or a sign-in, checked by `verify` against the challenge
 * and this site. Both ceremonies refuse alike: the verifier's throw (a malformed answer) and an
 * answer it does not verify are the one refusal, which says no more.
 */
async function verifiedAnswer<T extends { verified: boolean }>(
  req: FastifyRequest,
  challenge: string,
  verify: (expected: Expected) => Promise<T>,
): Promise<T & { verified: true }> {
  const { origin, rpID } = relyingParty(req);
  let info: T;
  try {
    info = await verify({
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw refused();
  }
  if (!info.verified) throw refused();
  return info as T & { verified: true };
}

export function passkeyRoutes(app: FastifyInstance, sessions: Sessions): void {
  const { accounts } = sessions;
  const db = accounts.db;
  const parse = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
    const r = schema.safeParse(raw ?? {});
    if (!r.success) throw requestError(r.error);
    return r.data;
  };

  const newChallenge = async (kind: "register" | "login", challenge: string, data: object) => {
    const id = randomBytes(16).toString("base64url");
    const now = Date.now();
    await db.deleteFrom("auth_challenge").where("expires_at", "<", now).execute();
    await db
      .insertInto("auth_challenge")
      .values({ id, challenge, kind, data: JSON.stringify(data), expires_at: now + CHALLENGE_MS })
      .execute();
    return id;
  };

  /** Takes a challenge out (it answers once), or refuses one unknown, expired or of another kind. */
  const takeChallenge = async (id: string, kind: "register" | "login") => {
    const row = await db
      .deleteFrom("auth_challenge")
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row || row.kind !== kind || Number(row.expires_at) < Date.now())
      throw refused("This passkey request expired or was used: start again.");
    return row;
  };

  /**
   * A passkey's registration options: signed in, a passkey added to the account; else a new
   * account's, under `name` (checked now, so a taken name is said before the browser asks).
   */
  app.post("/api/passkey/register/options", async (req) => {
    const { name } = parse(optionsRequest, req.body);
    const who = await sessions.account(req);
    let account: Account | null = null;
    let userName: string;
    let userHandle: string;
    if (who) {
      account = who;
      userName = who.name;
      userHandle = (await accounts.byId(who.id))!.user_handle;
    } else {
      if (name === undefined)
        throw new ServerError(ServerCode.badRequest, "Give the name of the account to make.");
      userName = checkAccountName(name);
      if (await accounts.byName(userName))
        throw new ServerError(
          ServerCode.nameTaken,
          "An account already has that name: choose another.",
        );
      userHandle = randomBytes(16).toString("base64url");
    }
    const existing = account
      ? await db
          .selectFrom("passkey")
          .select(["id", "transports"])
          .where("account_id", "=", account.id)
          .execute()
      : [];
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(req).rpID,
      userName,
      userID: Buffer.from(userHandle, "base64url"),
      attestationType: "none",
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transports(p.transports) })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const challengeId = await newChallenge("register", options.challenge, {
      name: account ? null : userName,
      userHandle,
      account: account?.id ?? null,
    });
    return { challengeId, options };
  });

  app.post("/api/passkey/register", async (req, reply) => {
    const body = parse(answer, req.body);
    const row = await takeChallenge(body.challengeId, "register");
    const data = registration.parse(JSON.parse(row.data));
    const info = await verifiedAnswer(req, row.challenge, (expected) =>
      verifyRegistrationResponse({
        response: body.response as unknown as RegistrationResponseJSON,
        ...expected,
      }),
    );
    const { credential } = info.registrationInfo;
    let who: Account;
    if (data.account !== null) {
      const signedIn = await sessions.mustAccount(req);
      if (signedIn.id !== data.account)
        throw refused("This passkey request belongs to another account.");
      who = signedIn;
    } else {
      who = await accounts.create(data.name!, null, data.userHandle);
    }
    await db
      .insertInto("passkey")
      .values({
        id: credential.id,
        account_id: who.id,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: Date.now(),
      })
      .execute();
    if (data.account === null) {
      await sessions.start(req, reply, who);
      reply.code(201);
    }
    return { name: who.name, createdAt: who.createdAt };
  });

  app.post("/api/passkey/login/options", async (req) => {
    parse(z.strictObject({}), req.body);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(req).rpID,
      userVerification: "preferred",
    });
    return { challengeId: await newChallenge("login", options.challenge, {}), options };
  });

  app.post("/api/passkey/login", async (req, reply) => {
    const body = parse(answer, req.body);
    const row = await takeChallenge(body.challengeId, "login");
    const key = await db
      .selectFrom("passkey")
      .selectAll()
      .where("id", "=", body.response.id)
      .executeTakeFirst();
    if (!key) throw refused("This passkey belongs to no account here.");
    const info = await verifiedAnswer(req, row.challenge, (expected) =>
      verifyAuthenticationResponse({
        response: body.response as unknown as AuthenticationResponseJSON,
        credential: {
          id: key.id,
          publicKey: Buffer.from(key.public_key, "base64url"),
          counter: Number(key.counter),
          transports: transports(key.transports),
        },
        ...expected,
      }),
    );
    await db
      .updateTable("passkey")
      .set({ counter: info.authenticationInfo.newCounter })
      .where("id", "=", key.id)
      .execute();
    const account = await accounts.byId(key.account_id);
    if (!account) throw refused("This passkey belongs to no account here.");
    if (account.disabled)
      throw new ServerError(
        ServerCode.accountDisabled,
        "This account was disabled by the server's operator.",
      );
    const who = { id: account.id, name: account.name, createdAt: Number(account.created_at) };
    await sessions.start(req, reply, who);
    return { name: who.name, createdAt: who.createdAt };
  });
}

function transports(json: string): AuthenticatorTransportFuture[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list)
      ? (list.filter((t) => typeof t === "string") as AuthenticatorTransportFuture[])
      : [];
  } catch {
    return [];
  }
}
