/**
 * Sessions over HTTP: the cookie that carries one, the account a request comes from, and the
 * Origin check every state-changing request with a session passes. `account(req)` is the one
 * question the rest of the server asks: who, if anyone, is signed in.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ServerCode, ServerError } from "../errors.js";
import { type Account, type Accounts, notSignedIn, SESSION_MS } from "./accounts.js";

export const SESSION_COOKIE = "pyramids_session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export class Sessions {
  /** Each request's account, looked up once. */
  private readonly known = new WeakMap<FastifyRequest, Promise<Account | null>>();

  constructor(readonly accounts: Accounts) {}

  /** The signed-in account a request comes from, or null: no cookie, or one no live session has. */
  account(req: FastifyRequest): Promise<Account | null> {
    let found = this.known.get(req);
    if (!found) {
      const token = req.cookies[SESSION_COOKIE];
      found = token ? this.accounts.sessionAccount(token) : Promise.resolve(null);
      this.known.set(req, found);
    }
    return found;
  }

  /** The signed-in account, or a 401 refusal. */
  async mustAccount(req: FastifyRequest): Promise<Account> {
    const who = await this.account(req);
    if (!who) throw notSignedIn();
    return who;
  }

  /** Starts a session and sets its cookie: HttpOnly, SameSite=Lax, Secure over HTTPS. */
  async start(req: FastifyRequest, reply: FastifyReply, who: Account): Promise<void> {
    const { token } = await this.accounts.newSession(who);
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: req.protocol === "https",
      maxAge: SESSION_MS / 1000,
    });
    this.known.set(req, Promise.resolve(who));
  }

  /** Ends this request's session (if any) and clears its cookie. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await this.accounts.endSession(token);
    this.clear(req, reply);
  }

  clear(req: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: req.protocol === "https",
    });
    this.known.set(req, Promise.resolve(null));
  }
}

/**
 * A state-changing request carrying a session cookie must come from a page of this server: its
 * Origin is this server's, or (a browser that sends none) Sec-Fetch-Site says same-origin. A form
 * or script on another site gets 403, whatever the cookie holds. SameSite=Lax already keeps the
 * cookie off most cross-site requests; this is the second lock.
 */
export function checkOrigin(req: FastifyRequest): void {
  if (SAFE_METHODS.has(req.method) || !req.cookies[SESSION_COOKIE]) return;
  const origin = req.headers.origin;
  const own = `${req.protocol}://${req.host}`;
  const same =
    origin === undefined ? req.headers["sec-fetch-site"] === "same-origin" : origin === own;
  if (!same)
    throw new ServerError(
      ServerCode.crossOrigin,
      "A signed-in request must come from this server's own pages.",
    );
}
