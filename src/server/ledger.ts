/** A table's ledger: buy-ins, stacks and nets per player, and the settlement once it is over. */
import { settle } from "../betting/settlement.js";
import { ServerCode, ServerError } from "./errors.js";
import type { LiveTable } from "./live.js";
import type { LedgerReport } from "./protocol.js";
import { seatName } from "./seat-name.js";
import { closedOutcome } from "./tables/hosting.js";

/**
 * The ledger of a table as it stands: every number in it is public (buy-ins, stacks, the pot).
 * A game scored in points, not chips, has none: an operator asking gets a 409 that says so, not
 * a table of points dressed up as chips.
 */
export function tableLedger(t: LiveTable): LedgerReport {
  const game = t.game;
  if (!game.ledger)
    throw new ServerError(
      ServerCode.noChips,
      `${game.name} is scored in points, not played for chips: it has no ledger. Its scores are in the table's view and outcome.`,
    );
  const l = game.ledger(t.table.state);
  // A table its host closed is over too: the hand in play is void, so each seat has the chips it
  // held when that hand began, and nothing lies in the middle.
  const kept = t.closed ? closedOutcome(t).kept : undefined;
  const stacks = kept?.holdings ?? l.stacks;
  const over = t.table.outcome() !== null || t.closed;
  const players = stacks.map((stack, seat) => ({
    seat,
    name: seatName(t, seat),
    buyIns: { count: l.count[seat]!, chips: l.bought[seat]! },
    stack,
    net: stack - l.bought[seat]!,
  }));
  const settlement = over
    ? settle(players.map((p) => p.net)).map((x) => ({
        from: x.from,
        fromName: seatName(t, x.from),
        to: x.to,
        toName: seatName(t, x.to),
        chips: x.chips,
      }))
    : null;
  return {
    table: t.id,
    game: game.id,
    version: t.version,
    over,
    players,
    pot: kept ? 0 : l.pot,
    settlement,
  };
}
