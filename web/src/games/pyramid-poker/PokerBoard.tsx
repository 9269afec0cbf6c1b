import { useMemo } from "react";
import type { PyramidAction } from "../../../../src/games/pyramid-poker/actions.js";
import type { PyramidView } from "../../../../src/games/pyramid-poker/view.js";
import { cardName, cardText } from "../../cards/notation";
import { StandardBack, StandardCardFace } from "../../cards/StandardCard";
import type { BoardProps, GameUi } from "../types";

/**
 * Pyramid Poker's table: the block pyramid between the two sides of the board, your side at the
 * bottom. A face-down tile shows by its arrow and letter which side it faces; uncovered tiles are
 * ringed. Build: click an open space for the tile your supply showed you. Hands: click an uncovered
 * tile to take it, then the hand it goes into.
 */

type Spot = Extract<PyramidAction, { type: "place" | "take" }>;

/** (level, pos) of every space, numbered level by level from the base. */
function spaces(base: number): { level: number; pos: number }[] {
  const out: { level: number; pos: number }[] = [];
  for (let r = 0; r < base; r++) for (let i = 0; i < base - r; i++) out.push({ level: r, pos: i });
  return out;
}

function Board({ view: v, seat, legal, act, seatName }: BoardProps<PyramidView, PyramidAction>) {
  const mySide = seat === null ? 0 : (v.seats[seat]?.side ?? 0);
  const layout = useMemo(() => spaces(v.base), [v.base]);
  const index = (r: number, i: number) =>
    r < 0 || i < 0 || i >= v.base - r ? -1 : r * v.base - (r * (r - 1)) / 2 + i;
  const filled = (r: number, i: number) => {
    const s = index(r, i);
    return s >= 0 && (v.facing[s] ?? -1) >= 0;
  };
  const spots = legal.filter((a): a is Spot => a.type === "place" || a.type === "take");
  const handActs = legal.filter(
    (a) => a.type === "hand" || a.type === "lock" || a.type === "short",
  );
  const top =
    Math.max(0, ...layout.filter((_, s) => (v.facing[s] ?? -1) >= 0).map((p) => p.level)) + 1;
  const levels = Math.min(v.base, Math.max(top + (v.phase === "build" ? 1 : 0), 3));
  // Each level sits one tile-height (91/70 of its width) above the one below.
  const step = 1.34;
  const sideName = (side: number) => (side === mySide ? "your side" : "the far side");
  const others = v.seats.map((_, s) => s).filter((s) => s !== seat);
  return (
    <div className="felt poker-table">
      <div className="poker-status">
        <span>
          Round {v.round} ·{" "}
          {v.phase === "build"
            ? "building the pyramid"
            : v.phase === "hands"
              ? "making hands"
              : "over"}
        </span>
        <span>
          Scores: {v.scores.map((sc, s) => `${seatName(s)} ${sc}`).join(" · ")} (to {v.target})
        </span>
        <span>Reserve {v.reserve}</span>
      </div>
      {others.map((s) => (
        <SeatHands key={s} v={v} s={s} name={seatName(s)} side={sideName(v.seats[s]!.side)} />
      ))}
      <section
        className="tile-pyramid"
        style={{ aspectRatio: `${v.base} / ${levels * step + 0.5}` }}
        aria-label="the pyramid"
      >
        <div className="side-label far">far side</div>
        {layout.map(({ level, pos }, s) => {
          if (level >= levels) return null;
          const left = ((pos + level / 2) / v.base) * 100;
          const bottom = ((level * step + 0.25) / (levels * step + 0.5)) * 100;
          const style = { left: `${left}%`, bottom: `${bottom}%`, width: `${100 / v.base}%` };
          const facing = v.facing[s] ?? -1;
          const spot = spots.find((a) => a.level === level && a.pos === pos);
          const uncovered = facing >= 0 && !filled(level + 1, pos - 1) && !filled(level + 1, pos);
          const face = v.faces[s];
          const drawn =
            facing < 0 ? null : face !== null && face !== undefined ? (
              <StandardCardFace card={cardText(face)} tile width={70} />
            ) : (
              <StandardBack
                tile
                width={70}
                facing={{
                  arrow: facing === mySide ? "down" : "up",
                  label: facing === mySide ? "near" : "far",
                }}
                title={`a face-down tile facing ${sideName(facing)}`}
              />
            );
          const cls = `tile-space${uncovered ? " uncovered" : ""}${facing < 0 ? " empty" : ""}`;
          if (spot) {
            const words =
              spot.type === "place"
                ? `place ${v.shown !== null ? cardName(cardText(v.shown)) : "your tile"} at level ${level}, space ${pos}`
                : `take ${face !== null && face !== undefined ? cardName(cardText(face)) : "the face-down tile"} at level ${level}, space ${pos}`;
            return (
              <button
                key={s}
                type="button"
                className={`${cls} target`}
                style={style}
                data-action={spot.type}
                aria-label={words}
                onClick={() => act(spot)}
              >
                {drawn ?? <span>+</span>}
              </button>
            );
          }
          return (
            <div key={s} className={cls} style={style}>
              {drawn}
            </div>
          );
        })}
        <div className="side-label near">your side</div>
      </section>
      {(v.community.length > 0 || v.burns.length > 0 || v.options.variant === "holdem") && (
        <div className="community">
          <span className="label">Community</span>
          {Array.from({ length: 5 }, (_, k) => {
            const t = v.community[k];
            return t === undefined ? (
              <span key={k} className="tile-slot" />
            ) : (
              <StandardCardFace key={k} card={cardText(t)} tile width={40} />
            );
          })}
          <span className="label">Burned</span>
          {Array.from({ length: 3 }, (_, k) => {
            const t = v.burns[k];
            if (t === undefined) return <span key={k} className="tile-slot dotted" />;
            return t === null ? (
              <StandardBack key={k} tile width={40} />
            ) : (
              <StandardCardFace key={k} card={cardText(t)} tile width={40} />
            );
          })}
        </div>
      )}
      {seat !== null && (
        <div className="hand-area poker-mine">
          {v.shown !== null && (
            <p className="label">
              Your supply shows you <strong>{cardText(v.shown)}</strong> — choose a space for it.{" "}
              <StandardCardFace card={cardText(v.shown)} tile width={46} />
            </p>
          )}
          {v.holding && v.pending !== null && handActs.length > 0 && (
            <p className="label">
              You took <StandardCardFace card={cardText(v.pending)} tile width={46} /> — choose a
              hand for it.
            </p>
          )}
          <SeatHands
            v={v}
            s={seat}
            name={seatName(seat)}
            side="your side"
            acts={handActs}
            act={act}
            mine
          />
        </div>
      )}
    </div>
  );
}

function SeatHands({
  v,
  s,
  name,
  side,
  acts = [],
  act,
  mine,
}: {
  v: PyramidView;
  s: number;
  name: string;
  side: string;
  acts?: PyramidAction[];
  act?: (a: PyramidAction) => void;
  mine?: boolean;
}) {
  const seatView = v.seats[s]!;
  return (
    <section
      className={`poker-seat${v.turn === s && v.phase !== "over" ? " acting" : ""}${mine ? " mine" : ""}`}
      aria-label={`${name}'s hands`}
    >
      <header>
        <strong>{name}</strong>{" "}
        <span className="muted small">
          {side} · supply {seatView.supply}
        </span>
      </header>
      <div className="poker-hands">
        {seatView.hands.map((hand, h) => {
          const target = acts.find((a) => "hand" in a && a.hand === h + 1);
          const tiles = (
            <>
              <span className="hand-no">#{h + 1}</span>
              {Array.from({ length: v.handSize }, (_, k) => {
                const t = hand[k];
                if (t === undefined) return <span key={k} className="tile-slot" />;
                return t === null ? (
                  <StandardBack key={k} tile width={mine ? 40 : 30} />
                ) : (
                  <StandardCardFace key={k} card={cardText(t)} tile width={mine ? 40 : 30} />
                );
              })}
            </>
          );
          return target && act ? (
            <button
              key={h}
              type="button"
              className="poker-hand target"
              data-action={target.type}
              onClick={() => act(target)}
              aria-label={`${target.type === "short" ? "end short" : "put it into"} hand ${h + 1}`}
            >
              {tiles}
            </button>
          ) : (
            <div key={h} className="poker-hand">
              {tiles}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export const pyramidPokerUi: GameUi<PyramidView, PyramidAction> = {
  Board,
  // Every tile face any seat can see, and every hidden (Hold 'Em) hand tile its owner knows.
  faceUp: (views, spectator) => ({
    ...spectator,
    faces: spectator.faces.map(
      (f, s) =>
        f ?? views.map((v) => v.faces[s]).find((x) => x !== null && x !== undefined) ?? null,
    ),
    seats: spectator.seats.map((seatView, p) => ({
      ...seatView,
      hands: views[p]?.seats[p]?.hands ?? seatView.hands,
    })),
    burns: spectator.burns.map(
      (b, k) =>
        b ?? views.map((v) => v.burns[k]).find((x) => x !== null && x !== undefined) ?? null,
    ),
  }),
  onBoard: (a) => ["place", "take", "hand", "lock", "short"].includes(a.type),
  label: (a) => {
    if (a.type === "keep") return `Keep ${cardText(a.tile)}`;
    if (a.type === "community") return "Put it on the community board";
    if (a.type === "burn") return "Burn it";
    if (a.type === "forgo") return "Give up a community or burn placement";
    return null;
  },
  seatInfo: (v, s) => [`${v.scores[s]} pts`, `supply ${v.seats[s]?.supply ?? 0}`],
};
