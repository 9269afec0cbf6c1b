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
          <Sample key={c} code={c}>
            <ColonialCardFace card={c} earth={earth} width={76} />
          </Sample>
        ))}
        <Sample caption="back">
          <ColonialBack width={76} />
        </Sample>
      </div>

      <h2>Standard cards and Pyramid Poker tiles</h2>
      <div className="card-grid tight">
        {(["s", "h", "d", "c"] as const).flatMap((s) =>
          ranks.map((r) => (
            <Sample key={r + s} code={r + s}>
              <StandardCardFace card={r + s} width={48} />
            </Sample>
          )),
        )}
      </div>
      <div className="card-grid">
        <Sample code="Jk" caption="tile">
          <StandardCardFace card="Jk" tile width={56} />
        </Sample>
        <Sample code="As" caption="tile">
          <StandardCardFace card="As" tile width={56} />
        </Sample>
        <Sample caption="face-down, faces the south side">
          <StandardBack tile width={56} facing={{ arrow: "down", label: "South" }} />
        </Sample>
        <Sample caption="face-down, faces the north side">
          <StandardBack tile width={56} facing={{ arrow: "up", label: "North" }} />
        </Sample>
        <Sample caption="wild">
          <StandardCardFace card="7h" width={56} wild />
        </Sample>
        <Sample caption="killed">
          <StandardCardFace card="Kc" width={56} struck />
        </Sample>
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

/** One face on show, with its notation (`code`) and what it is (`caption`) below it. */
function Sample({
  code,
  caption,
  children,
}: {
  code?: string;
  caption?: string;
  children: React.ReactNode;
}) {
  return (
    <figure>
      {children}
      <figcaption>
        {code && <code>{code}</code>}
        {code && caption && " "}
        {caption}
      </figcaption>
    </figure>
  );
}
