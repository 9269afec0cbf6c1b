import { useEffect, useState } from "react";
import { account, accountName } from "../net/account";
import { api, messageOf } from "../net/api";
import { forgetRequest, type JoinWait, saveSeat } from "../net/seats";

/** How often a waiting player asks whether the host has answered. */
const ASK_EVERY_MS = 2000;

/**
 * A request to join a private table, waiting for the host. Once approved the token becomes the
 * seat's and the page connects again as that seat; a denial is said in a sentence.
 */
export function JoinWaiting({ table, wait }: { table: string; wait: JoinWait }) {
  const [denied, setDenied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const ask = () =>
      api.joinRequest(table, wait.request).then(
        (a) => {
          if (!live) return;
          setError(null);
          if (a.status === "approved") {
            saveSeat(table, { seat: a.seat, token: wait.token });
            forgetRequest(table);
            // Signed in, the seat is the account's: this browser, the only holder of its token,
            // adds the token so that My tables opens the seat on any device. Then the connection
            // says hello again, now with the seat's token.
            const mine =
              accountName() === null
                ? Promise.resolve()
                : account.claim([{ table, token: wait.token }]).then(
                    () => undefined,
                    () => undefined,
                  );
            void mine.then(() => window.location.reload());
          } else if (a.status === "denied") {
            forgetRequest(table);
            setDenied(true);
          }
        },
        (e: unknown) => live && setError(messageOf(e)),
      );
    void ask();
    const t = setInterval(ask, ASK_EVERY_MS);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [table, wait]);
  if (denied)
    return (
      <p className="notice error" role="alert">
        The host turned down your request to join. You can still watch.
      </p>
    );
  return (
    <p className="notice join-waiting" role="status">
      This table is private: waiting for the host to let you in…{" "}
      <button
        type="button"
        className="quiet small"
        onClick={() => {
          forgetRequest(table);
          window.location.reload();
        }}
      >
        Stop waiting
      </button>
      {error && <span className="error"> {error}</span>}
    </p>
  );
}
