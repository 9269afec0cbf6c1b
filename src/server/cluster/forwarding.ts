/**
 * Requests forwarded to a table's owner. A process that does not play a table sends what its
 * connections ask (an action, a join, a line of chat, a host's action…) to the owner over Redis
 * and waits for the reply; the owner runs it as if asked locally. Only token hashes travel.
 */
import type { Logger } from "pino";
import { ErrorCode } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { err, ok } from "../../core/result.js";
import { ownedElsewhere, ServerCode, ServerError } from "../errors.js";
import type { HostRequest } from "../host.js";
import type { LiveTable } from "../live.js";
import type { Store } from "../store.js";
import type { ActResult, ChatSaid, JoinAsk, Joined, SeatAction } from "../tables/requests.js";
import type { TableService } from "../tables/service.js";
import { hashToken, newToken } from "../tokens.js";
import type { Bus } from "./bus.js";
import type { Copies } from "./copies.js";
import type { Leases } from "./leases.js";
import {
  ask,
  type ClusterConfig,
  channel,
  parseMessage,
  type Refuse,
  type Reply,
  type Request,
  reply,
} from "./messages.js";

/** How long a request waits for its owner's reply before it counts as lost. */
const REPLY_MS = 5000;

type Answer =
  | Extract<Reply, { ok: true }>
  | { ok: false; error: { code: string; message: string } };

export class Forwarding {
  private readonly waiting = new Map<string, (reply: Reply | "timeout") => void>();
  private rid = 0;
  private closed = false;

  constructor(
    private readonly service: TableService,
    private readonly store: Store,
    private readonly leases: Leases,
    private readonly copies: Copies,
    private readonly bus: Bus,
    private readonly log: Logger,
    private readonly config: ClusterConfig,
  ) {}

  /**
   * An action for a seat at a table: applied here if this process owns the table, else forwarded
   * to the owner. While no process owns it (a takeover under way) or the owner does not answer,
   * it is sent again with the same client sequence number, which the owner never applies twice.
   */
  async act(t: LiveTable, { seat, seq, action, seen, tokenHash }: SeatAction): Promise<ActResult> {
    const r = await this.forward(
      t.id,
      { op: "act", seat, seq, action, ...(seen ? { seen } : {}), tokenHash },
      true,
    );
    if (!r.ok) return err(r.error);
    const version = r.value.version ?? 0;
    // The sender of an action sees its events before its ack: catch the copy up if the news is late.
    if (!this.service.owns(t) && t.version < version) await t.serial(() => this.copies.resync(t));
    return ok(r.value.duplicate ? { version, duplicate: true } : { version });
  }

  /** Seats a player at a table wherever it is owned. The token is made here; only its hash travels. */
  async join(id: string, ask: JoinAsk): Promise<Joined & { token: string }> {
    await this.mustExist(id);
    const token = newToken();
    // Retried after a lost answer like an action: a join that did land answers with its seat.
    const r = await this.forward(id, { op: "join", ...ask, tokenHash: hashToken(token) }, true);
    if (!r.ok) throw new ServerError(r.error);
    if (r.value.request !== undefined) return { request: r.value.request, token };
    return { seat: r.value.seat!, token };
  }

  /** A line of chat, written by the table's owner and told to every process watching it. */
  async chat(t: LiveTable, { seat, tokenHash, name, text }: ChatSaid): Promise<void> {
    // Not retried after a lost answer: a line said twice is worse than one the sender repeats.
    const r = await this.forward(t.id, { op: "chat", seat, tokenHash, name, text }, false);
    if (!r.ok) throw new ServerError(r.error);
  }

  async away(t: LiveTable, seat: Seat, tokenHash: string, on: boolean): Promise<void> {
    const r = await this.forward(t.id, { op: "away", seat, tokenHash, on }, false);
    if (!r.ok) throw new ServerError(r.error);
  }

  /** A host's action, applied by the table's owner; only the hash of the host token travels. */
  async host(id: string, hostHash: string, req: HostRequest): Promise<{ version: number }> {
    await this.mustExist(id);
    const r = await this.forward(id, { op: "host", hostHash, req }, false);
    if (!r.ok) throw new ServerError(r.error);
    return { version: r.value.version ?? 0 };
  }

  async leave(id: string, token: string): Promise<{ seat: Seat }> {
    await this.mustExist(id);
    const r = await this.forward(id, { op: "leave", tokenHash: hashToken(token) }, false);
    if (!r.ok) throw new ServerError(r.error);
    return { seat: r.value.seat! };
  }

  private async mustExist(id: string): Promise<void> {
    if (this.service.get(id)) return;
    const row = await this.store.table(id);
    if (!row) throw new ServerError(ServerCode.unknownTable, `There is no table "${id}".`);
    if (row.status === "finished")
      throw new ServerError(
        ServerCode.finished,
        `Table ${id} is finished; fetch /api/tables/${id}/record.`,
      );
  }

  /**
   * Runs a request at the table's owner: this process, or the one subscribed to the table's
   * request channel. No subscriber means no owner yet: wait for the takeover and ask again.
   */
  private async forward(id: string, req: Request, retryLost: boolean): Promise<Answer> {
    const until = Date.now() + (this.config.forwardMs ?? Math.max(15_000, this.config.leaseMs * 4));
    let direct: string | null = null;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(Math.min(500, 50 * attempt));
      if (this.closed)
        return {
          ok: false,
          error: { code: ServerCode.shuttingDown, message: "The server is restarting." },
        };
      const local = this.service.get(id);
      let reply: Reply | "timeout" | "no-owner" | "unreachable";
      if ((local && this.service.owns(local)) || direct === this.config.node)
        reply = await this.handle(id, req, "local");
      else reply = await this.request(id, req, direct);
      direct = null;
      if (typeof reply !== "string") {
        if (reply.ok || reply.error.code !== ServerCode.moved) return reply;
      }
      // (Redis unreachable: nobody can be asked, so the database is not asked who to ask.)
      if (reply === "no-owner" || typeof reply !== "string") {
        // Nobody plays the table where it was asked. The database names its owner: a process
        // that has claimed it but not yet subscribed (or that does not play it yet) is asked on
        // its own channel, and plays it then (see handle). No owner: a beat will claim it.
        direct = (await this.store.ownerOf(id).catch(() => undefined))?.owner ?? null;
      }
      if (reply === "timeout" && !retryLost) break;
      if (Date.now() > until) break;
    }
    return {
      ok: false,
      error: {
        code: ServerCode.unavailable,
        message: "No server process answers for this table right now; try again in a moment.",
      },
    };
  }

  /** Publishes a request on the table's channel, or on one process's own (`node`). */
  private request(
    id: string,
    req: Request,
    node: string | null = null,
  ): Promise<Reply | "timeout" | "no-owner" | "unreachable"> {
    const rid = `${this.config.node}/${++this.rid}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        resolve("timeout");
      }, REPLY_MS);
      this.waiting.set(rid, (reply) => {
        clearTimeout(timer);
        this.waiting.delete(rid);
        resolve(reply);
      });
      const to = node === null ? channel.cmd(id) : channel.node(node);
      this.bus.publish(to, { rid, from: this.config.node, table: id, req }).then(
        (receivers) => {
          if (receivers > 0) return;
          clearTimeout(timer);
          this.waiting.delete(rid);
          resolve("no-owner");
        },
        () => {
          clearTimeout(timer);
          this.waiting.delete(rid);
          resolve("unreachable");
        },
      );
    });
  }

  /** A reply to a request this process forwarded. */
  answered(json: unknown, refused: Refuse): void {
    const r = parseMessage(reply, json);
    if (!r.ok) {
      refused(r.why);
      return;
    }
    this.waiting.get(r.value.rid)?.(r.value);
  }

  /**
   * A request heard on a table's channel (`table`), or sent to this process by name (the database
   * says it owns the table, which the request then names): run, and the answer sent back.
   */
  asked(table: string | undefined, json: unknown, refused: Refuse): void {
    const r = parseMessage(ask, json);
    if (!r.ok) {
      refused(r.why);
      return;
    }
    const { rid, from, req } = r.value;
    const id = table ?? r.value.table;
    if (id === undefined) {
      refused("a request sent to a node names no table");
      return;
    }
    void this.handle(id, req, rid).then((answer) =>
      this.bus.publish(channel.node(from), answer).catch(() => undefined),
    );
  }

  /** The owner's side: runs a forwarded request on a table it owns. */
  private async handle(id: string, req: Request, rid: string): Promise<Reply> {
    const moved = {
      rid,
      ok: false as const,
      error: ownedElsewhere(),
    };
    let t = this.service.get(id);
    if (!t || !this.service.owns(t)) {
      // Not played here. The database decides: if it names this process (a takeover not yet
      // played, or one given up), play the table now rather than send the asker round again.
      const row = await this.store.ownerOf(id).catch(() => undefined);
      if (row?.owner !== this.config.node) return moved;
      t = (await this.leases.adopt(id)) ?? undefined;
      if (!t || !this.service.owns(t)) return moved;
    }
    try {
      if (req.op === "act") {
        // The seat is checked again here: the player may have left since the copy said hello.
        this.service.mustHold(t, req.tokenHash, req.seat);
        const r = await this.service.act(t, req);
        return r.ok ? { rid, ok: true, value: r.value } : { rid, ok: false, error: r.error };
      }
      if (req.op === "join") {
        const r = await this.service.joinHashed(t, req);
        return { rid, ok: true, value: r };
      }
      if (req.op === "chat") {
        await this.service.chat(t, req);
        return { rid, ok: true, value: {} };
      }
      if (req.op === "away") {
        await this.service.away(t, req.seat, req.tokenHash, req.on);
        return { rid, ok: true, value: {} };
      }
      if (req.op === "host") {
        const r = await this.service.host(t, req.hostHash, req.req);
        return { rid, ok: true, value: r };
      }
      const r = await this.service.leaveByHash(t, req.tokenHash);
      return { rid, ok: true, value: r };
    } catch (e) {
      if (e instanceof ServerError)
        return { rid, ok: false, error: { code: e.code, message: e.message } };
      this.log.error({ table: id, err: e }, "forwarded request failed");
      return {
        rid,
        ok: false,
        error: { code: ErrorCode.internal, message: "The server failed on this request." },
      };
    }
  }

  /** Stops forwarding: requests still waiting give up at once. */
  close(): void {
    this.closed = true;
    for (const resolve of this.waiting.values()) resolve("timeout");
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
