import { api } from "../net/api";
import { handsFileName, saveFile } from "../net/download";
import { useErrand } from "../net/useAsync";

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
  const { busy, error, run } = useErrand();
  return (
    <>
      <button
        type="button"
        className="download-hands"
        disabled={busy}
        onClick={() =>
          void run(async () =>
            saveFile(handsFileName(game, table, null), await api.hands(table, token), "text/plain"),
          )
        }
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
