/**
 * The seats the server plays: bots, players who left, players away or out of time. Each turn it
 * starts a bot or the game's away rule on those seats, and a clock on the players' seats.
 */
import { randomInt } from "node:crypto";
import type { Seat } from "../../core/game.js";
import { seatContext } from "../../core/match.js";
import { type BotFactory, botsOf, tableBotSeed } from "../../players/bots.js";
import { ServerCode } from "../errors.js";
import type { LiveTable } from "../live.js";
import type { AwayBy, AwayWhy } from "./action-entry.js";
import { resumedClock } from "./clocks.js";
import type { TableContext } from "./context.js";
import type { Journal } from "./journal.js";
import { tellSeats } from "./replay.js";

export class Autoplay {
  /** The seats (`table:seat`) whose move is being decided. */
  private readonly thinking = new Set<string>();

  /** The bots of this server's games, for the quick ones that decide on this thread. */
  private readonly bots: Readonly<Record<string, BotFactory>>;

  constructor(
    private readonly ctx: TableContext,
    private readonly journal: Journal,
  ) {
    this.bots = botsOf(ctx.games);
  }

  /**
   * Starts bots on the seats they play and clocks on the players' seats, as the turn needs.
   * `acted` is the seat that just moved: its clock starts afresh if it must move again.
   * `resumed`: the table was just rebuilt from its log (a restart, a takeover), so a clock counts
   * from the log's last entry instead of starting with the full time again.
   */
  automate(t: LiveTable, acted?: Seat, resumed = false): void {
    const { clocks } = this.ctx;
    if (t.status !== "running" || this.ctx.closing || t.paused) {
      clocks.stopAll(t);
      return;
    }
    const toAct = t.toAct();
    this.ctx.alerts?.turn(t, toAct, resumed);
    // Seats marked away are played at once while someone at the table still plays; when every
    // player is away their moves keep the clock's pace, so that a table of absent players does
    // not race through its hands.
    const someonePlays = t.seats.some(
      (s, i) => s.bot === null && !s.left && !t.away.has(i) && !t.marked.has(i),
    );
    const now = (seat: Seat) =>
      t.automatic(seat) &&
      (someonePlays || !t.marked.has(seat) || t.clockMs === null || t.away.has(seat));
    for (const seat of [...t.deadlines.keys()]) {
      if (!toAct.includes(seat) || seat === acted || now(seat)) clocks.stop(t, seat);
    }
    for (const seat of toAct) {
      if (now(seat)) {
        const s = t.seats[seat]!;
        void this.think(
          t,
          seat,
          s.bot ?? t.settings.fallbackBot,
          (s.bot ?? s.left) ? "leave" : "away",
        );
      } else if (t.clockMs !== null && !t.deadlines.has(seat)) {
        // A clock the pause stopped goes on with the time it had left.
        const left = t.frozen.get(seat);
        const ms = left ?? this.moveTime(t, seat, t.clockMs, resumed);
        clocks.start(t, seat, ms, () => this.clockRanOut(t, seat));
      }
    }
    t.frozen.clear();
  }

  /**
   * The time a seat has for the move its turn asks: the time per move, and at a table with a time
   * bank, its bank too, counted from when its turn began (which the log says, so a restart or a
   * takeover gives the same deadline). A rebuilt table counts from the log (`resumedClock`).
   */
  private moveTime(t: LiveTable, seat: Seat, clockMs: number, resumed: boolean): number {
    const now = this.ctx.timers.now();
    const bank = t.banks.get(seat);
    if (bank === undefined) return resumed ? resumedClock(t, clockMs, now) : clockMs;
    const since = t.turnSince.get(seat) ?? t.lastEntryAt;
    if (resumed) return resumedClock({ lastEntryAt: since }, clockMs + bank, now);
    return Math.min(clockMs + bank, Math.max(0, since + clockMs + bank - now));
  }

  private clockRanOut(t: LiveTable, seat: Seat): void {
    if (t.status !== "running" || t.paused || !t.toAct().includes(seat)) return;
    this.ctx.log.info({ table: t.id, seat }, "clock ran out");
    void this.think(t, seat, t.settings.fallbackBot, "clock");
  }

  /** Everyone hears who is connected and who is away; an away seat's turn is played here. */
  presenceChanged(t: LiveTable): void {
    tellSeats(t);
    if (this.ctx.owns(t)) this.automate(t);
  }

  /** Marks a seat away or back, unless it is so already (`why` "clock": two timeouts in a row). */
  markAway(t: LiveTable, seat: Seat, on: boolean, why: "player" | "clock"): Promise<void> {
    return t.serial(async () => {
      if (!this.ctx.owns(t) || t.marked.has(seat) === on || t.status === "finished") return;
      await this.journal.note(t, "away", seat, { on, why });
      this.automate(t);
    });
  }

  /** What the bots cost now: seats thinking, and the running tables with a seat the server plays. */
  load(): { thinking: number; tables: number; seats: number } {
    let tables = 0;
    let seats = 0;
    for (const t of this.ctx.live.values()) {
      if (t.status !== "running") continue;
      const played = t.seats.filter((_, seat) => t.automatic(seat)).length;
      if (played > 0) tables++;
      seats += played;
    }
    return { thinking: this.thinking.size, tables, seats };
  }

  /**
   * Acts for a seat the server plays: a player who left plays the game's leaver's rule, a player
   * out of time or away its away rule; otherwise (or where the rule says nothing) the bot decides,
   * on a bot thread unless it is a quick one.
   */
  private async think(
    t: LiveTable,
    seat: Seat,
    bot: string,
    why: "leave" | AwayWhy,
  ): Promise<void> {
    const key = `${t.id}:${seat}`;
    if (this.thinking.has(key)) return;
    // The seat is held until its move is applied or refused: a second decision for it while the
    // first is still on its way (a simultaneous phase moves the version under it) would race the
    // first and multiply at every refusal.
    this.thinking.add(key);
    let next: "automate" | "later" | "none" = "automate";
    try {
      next = await this.decideAndAct(t, seat, bot, why);
    } finally {
      this.thinking.delete(key);
    }
    // The database failed: try again in a moment rather than in a tight loop.
    if (next === "later") this.ctx.timers.setTimeout(() => this.automate(t), 1000);
    else if (next === "automate") this.automate(t);
  }

  /** One decision for a seat the server plays, and its move; what to do next for the table. */
  private async decideAndAct(
    t: LiveTable,
    seat: Seat,
    bot: string,
    why: "leave" | AwayWhy,
  ): Promise<"automate" | "later" | "none"> {
    const { pool, log } = this.ctx;
    const { game } = t;
    const state = t.table.state;
    const version = t.version;
    const seed = tableBotSeed(t.seed, seat, version);
    let action: unknown;
    let by: AwayBy = { bot };
    try {
      // The game's own rule first: the away rule for a seat away or out of time, the leaver's
      // rule for a player who left; where it says nothing, the bot.
      if (why !== "leave") {
        action = game.awayAction?.(state, seat) ?? undefined;
        if (action !== undefined) by = { rule: true };
      } else if (t.seats[seat]!.left) {
        action = game.leaveAction?.(state, seat) ?? undefined;
      }
      // A quick bot decides here: sending the state to a thread would cost more than its choice.
      if (action === undefined && pool.decidesHere(bot))
        action = await this.bots[bot]!(game, seed)(seatContext(game, state, seat));
      action ??= await pool.decide({ table: t.id, game: game.id, bot, seed, seat, state });
    } catch (e) {
      // At shutdown the bot threads stop under the bots thinking: not a failure, and no move.
      if (this.ctx.closing) return "none";
      log.error({ table: t.id, seat, bot, err: e }, "bot failed; playing a random legal action");
      const legal = t.game.legalActions(t.table.state, seat);
      action = legal[randomInt(legal.length)];
    }
    if (t.version !== version || t.status !== "running") return "automate";
    const away = why === "leave" ? undefined : { why, by };
    const r = await this.journal.move(t, seat, null, action, { version, strict: true }, away);
    if (!r.ok && r.error.code === ServerCode.moved) return "none";
    if (!r.ok) {
      const expected: string[] = [ServerCode.stale, ServerCode.shuttingDown, ServerCode.paused];
      if (!expected.includes(r.error.code))
        log.error({ table: t.id, seat, bot, error: r.error }, "bot action refused");
      return r.error.code === ServerCode.storage ? "later" : "automate";
    }
    // Two clocks run out in a row: the player is marked away until they say they are back.
    if (why === "clock" && (t.timeouts.get(seat) ?? 0) >= 2 && !t.marked.has(seat))
      await this.markAway(t, seat, true, "clock").catch((e: unknown) =>
        log.error({ table: t.id, seat, err: e }, "could not mark a seat away"),
      );
    // The move's own automation ran while this seat was held: look again for this seat.
    return "automate";
  }
}
