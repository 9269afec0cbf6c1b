import { useState } from "react";
import { ColonialBack, ColonialCardFace } from "../cards/ColonialCard";
import { ticColours, ticShapes } from "../cards/notation";
import { StandardBack, StandardCardFace } from "../cards/StandardCard";
import { TicCardFace } from "../cards/TicCard";

/** Every face the games use, with its notation: a reference for players and for the text forms. */
export function CardsPage() {
  const [earth, setEarth] = useState(false);
  const colonial = ["P1", "P2", "P3", "G1", "G2", "G3", "O1", "O2", "O3", "C"];
  const ranks = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
  return (
    <section className="page cards-page">
      <h1 tabIndex={-1}>The cards</h1>
      <p>
        Every face the games use, with the notation you can type in the terminal client and see in
        the logs.
      </p>

      <h2>Colonial Pyramid</h2>
      <p>
        Three colours (purple, green, orange — also told by letter and pattern) and three levels:
        three small triangles on each edge for the first level, two and an outlined centre for the
        second, one large and a solid centre for the third. The black Capstone is wild.
      </p>
      <label className="check">
        <input type="checkbox" checked={earth} onChange={(e) => setEarth(e.target.checked)} /> Earth
        faces (aces; kings and queens; twos to fours — hearts, clubs, diamonds; the ace of spades)
      </label>
      <div className="card-grid">
        {colonial.map((c) => (
          <figure key={c}>
            <ColonialCardFace card={c} earth={earth} width={76} />
            <figcaption>
              <code>{c}</code>
            </figcaption>
          </figure>
        ))}
        <figure>
          <ColonialBack width={76} />
          <figcaption>back</figcaption>
        </figure>
      </div>

      <h2>Standard cards and Pyramid Poker tiles</h2>
      <div className="card-grid tight">
        {(["s", "h", "d", "c"] as const).flatMap((s) =>
          ranks.map((r) => (
            <figure key={r + s}>
              <StandardCardFace card={r + s} width={48} />
              <figcaption>
                <code>{r + s}</code>
              </figcaption>
            </figure>
          )),
        )}
      </div>
      <div className="card-grid">
        <figure>
          <StandardCardFace card="Jk" tile width={56} />
          <figcaption>
            <code>Jk</code> tile
          </figcaption>
        </figure>
        <figure>
          <StandardCardFace card="As" tile width={56} />
          <figcaption>
            <code>As</code> tile
          </figcaption>
        </figure>
        <figure>
          <StandardBack tile width={56} facing={{ arrow: "down", label: "South" }} />
          <figcaption>face-down, faces the south side</figcaption>
        </figure>
        <figure>
          <StandardBack tile width={56} facing={{ arrow: "up", label: "North" }} />
          <figcaption>face-down, faces the north side</figcaption>
        </figure>
        <figure>
          <StandardCardFace card="7h" width={56} wild />
          <figcaption>wild</figcaption>
        </figure>
        <figure>
          <StandardCardFace card="Kc" width={56} struck />
          <figcaption>killed</figcaption>
        </figure>
      </div>

      <h2>TIC cards</h2>
      <p>
        125 cards: numbers 1–5, shapes circle, crescent, triangle, square, star (one to five sides),
        colours violet, cyan, yellow, orange, red (the letter in the corner says which).
      </p>
      <div className="tic-table">
        {ticShapes.map((shape) => (
          <div key={shape} className="card-grid tight">
            {[1, 2, 3, 4, 5].flatMap((n) =>
              ticColours.map((colour) => (
                <span key={`${n}-${colour}`}>
                  <TicCardFace card={`${n}-${shape}-${colour}`} width={38} />
                </span>
              )),
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
