import { useState } from "react";
import { api, messageOf } from "../net/api";
import { handsFileName, saveFile } from "../net/download";

/**
 * "Download hand history": the table's hands as text, as this browser's seat saw them (its own
 * cards) or as a spectator. The seat token goes in a header, so the file is made from a Blob.
 */
export function HandsDownload({
  table,
  game,
  token,
}: {
  table: string;
  game: string;
  token: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="download-hands"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          api
            .hands(table, token)
            .then(
              (text) => saveFile(handsFileName(game, table, null), text, "text/plain"),
              (e: unknown) => setError(messageOf(e)),
            )
            .finally(() => setBusy(false));
        }}
      >
        {busy ? "Fetching the hands…" : "Download hand history"}
      </button>
      {error && (
        <span className="error small" role="alert">
          {" "}
          {error}
        </span>
      )}
    </>
  );
}
