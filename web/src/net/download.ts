import type { TableRecord } from "./api";

/** The file name a record downloads as: `<game>-<table or seed>.json`, safe on every system. */
export function recordFileName(record: Pick<TableRecord, "game" | "seed" | "id">): string {
  const tag = (record.id ?? record.seed).replace(/^table /, "").replace(/[^A-Za-z0-9_-]+/g, "_");
  return `${record.game}-${tag}.json`;
}

/** Saves a table record as a JSON file, as the Replays page and the advisers read it back. */
export function downloadRecord(record: TableRecord): void {
  const { id: _id, ...kept } = record;
  saveFile(recordFileName(record), `${JSON.stringify(kept, null, 2)}\n`, "application/json");
}

/** A table's hand history as a text file: `<game>-<table>-hands.txt`, or `-hand-<n>.txt`. */
export function handsFileName(game: string, table: string, hand: number | null): string {
  const tag = table.replace(/[^A-Za-z0-9_-]+/g, "_");
  return `${game}-${tag}-${hand === null ? "hands" : `hand-${hand}`}.txt`;
}

/**
 * Saves text fetched with a token as a file: the token went in a header, so the download is made
 * from a Blob here rather than from a link the browser would fetch on its own.
 */
export function saveFile(name: string, text: string, type: string): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
