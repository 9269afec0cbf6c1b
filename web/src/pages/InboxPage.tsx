import { useEffect, useState } from "react";
import { OpenNights } from "../clubs/OpenNights";
import { account, accountName } from "../net/account";
import { refreshInbox, timeLeft, useInbox } from "../net/inbox";
import { type PushSupport, pushSupport, turnPushOff, turnPushOn } from "../net/push";
import { savedSeat } from "../net/seats";
import { href, navigate } from "../router";
import { ErrorNotice } from "./ErrorNotice";

/** "Your turn": the tables waiting for this browser's moves, most urgent first. */
export function InboxPage() {
  const inbox = useInbox();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);
  return (
    <section className="page inbox">
      <h1 tabIndex={-1}>Your turn</h1>
      <p className="muted">
        The tables where it is your move, of the seats this browser holds. At a turn-based table
        each player moves when they can; when a move's time runs out, the game's away rule moves for
        them.
      </p>
      {!inbox.loaded ? (
        <p>Asking the server…</p>
      ) : inbox.turns.length === 0 ? (
        <p>
          No table is waiting for you. <a href={href({ page: "lobby" })}>Find one in the lobby.</a>
        </p>
      ) : (
        <ul className="inbox-list">
          {inbox.turns.map((t) => (
            <li key={`${t.table}:${t.seat}`} className="table-row">
              <span className="table-name">
                <strong>{t.gameName}</strong>
                {t.with.length > 0 && <> with {t.with.join(", ")}</>}
                <span className="muted">
                  {" "}
                  · {t.pace === "turn-based" ? "turn-based" : "live"}
                  {t.deadline !== null && <> · {timeLeft(t.deadline, now)} left</>}
                </span>
              </span>
              <button type="button" className="primary" onClick={() => void play(t.table)}>
                Play
              </button>
            </li>
          ))}
        </ul>
      )}
      {inbox.error && (
        <p className="notice error" role="alert">
          {inbox.error}{" "}
          <button type="button" className="quiet small" onClick={() => void refreshInbox()}>
            Try again
          </button>
        </p>
      )}
      <OpenNights />
      <Notifications />
    </section>
  );
}

/**
 * Opens a table in its seat: a seat of the account taken on another device is put in this
 * browser first (as My tables does), so the page opens in it rather than as a spectator.
 */
async function play(table: string): Promise<void> {
  if (!savedSeat(table) && accountName() !== null)
    await account.openSeat(table).catch(() => undefined);
  navigate({ page: "table", table });
}

/** Turning this browser's notifications on or off. */
function Notifications() {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) setProblem(await turnPushOn());
      else await turnPushOff();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setSupport(pushSupport());
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="notify-heading" className="notify">
      <h2 id="notify-heading">Notifications</h2>
      {support === "unsupported" ? (
        <p className="muted">
          This browser cannot show notifications from a site. On a phone, add Pyramids to the home
          screen first (the browser's Share or menu: Add to Home Screen).
        </p>
      ) : support === "denied" ? (
        <p className="muted">Notifications are blocked for this site in the browser's settings.</p>
      ) : (
        <p>
          {support === "on"
            ? "This browser tells you when it is your turn, when a table starts and when someone mentions you."
            : "Let this browser tell you when it is your turn, even with the page closed."}{" "}
          <button type="button" disabled={busy} onClick={() => void change(support !== "on")}>
            {support === "on" ? "Turn notifications off" : "Turn notifications on"}
          </button>
        </p>
      )}
      <ErrorNotice error={problem} />
    </section>
  );
}
