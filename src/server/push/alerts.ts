/**
 * When the tables tell their players: a seat's turn comes, a table starts, someone asks to join
 * a host's private table, a line of chat names a player. Only players not connected to the table
 * are told (one with the page open sees it there), and a seat whose turn goes on (a betting round
 * that comes back to it) is told once per turn, not once per move of the others.
 */
import type { Seat } from "../../core/game.js";
import type { LiveTable } from "../live.js";
import type { TableAlerts } from "../tables/context.js";
import { mentions, type PushMessage, type PushReason, pushMessage } from "./messages.js";
import type { Notifier } from "./notifier.js";
import type { PushTarget } from "./store.js";

export class PushAlerts implements TableAlerts {
  /** Per table, the seats last told it is their turn (absent: the table has not started here). */
  private readonly told = new WeakMap<LiveTable, Set<Seat>>();

  constructor(private readonly notifier: Notifier) {}

  turn(t: LiveTable, toAct: readonly Seat[], resumed: boolean): void {
    const before = this.told.get(t);
    const now = new Set(toAct);
    this.told.set(t, now);
    // A table rebuilt at a restart told its players before: only what changes after is news.
    if (resumed) return;
    if (!before && t.version === 0) {
      for (const seat of this.players(t)) this.tell(t, seat, "start");
    }
    for (const seat of toAct) {
      if (before?.has(seat) || !this.isPlayer(t, seat)) continue;
      this.tell(t, seat, "turn");
    }
  }

  joinRequest(t: LiveTable, name: string): void {
    const host = t.settings.hostHash;
    if (!host) return;
    this.send(t, [{ table: t.id, tokenHash: host }], "join-request", [], name);
  }

  chat(t: LiveTable, from: Seat | null, name: string, text: string): void {
    for (const seat of this.players(t)) {
      const s = t.seats[seat]!;
      if (seat === from || s.name === null || !mentions(text, s.name)) continue;
      this.tell(t, seat, "mention", name);
    }
  }

  /** The seats of players still at the table (not bots, not gone). */
  private players(t: LiveTable): Seat[] {
    return t.seats.flatMap((_, seat) => (this.isPlayer(t, seat) ? [seat] : []));
  }

  private isPlayer(t: LiveTable, seat: Seat): boolean {
    const s = t.seats[seat];
    return !!s && s.bot === null && !s.left && s.tokenHash !== null;
  }

  private tell(t: LiveTable, seat: Seat, reason: PushReason, who?: string): void {
    const s = t.seats[seat]!;
    if (t.isConnected(seat) || s.tokenHash === null) return;
    const others = t.seats.flatMap((o, i) => (i !== seat && o.name ? [o.name] : []));
    this.send(t, [{ table: t.id, tokenHash: s.tokenHash, seat }], reason, others, who);
  }

  private send(
    t: LiveTable,
    targets: PushTarget[],
    reason: PushReason,
    others: readonly string[],
    who?: string,
  ): void {
    const message: PushMessage = pushMessage(
      reason,
      { id: t.id, game: t.game.id, gameName: t.game.name },
      others,
      who,
    );
    this.notifier.tell(targets, message);
  }
}
