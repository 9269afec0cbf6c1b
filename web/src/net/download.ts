import type { TableRecord } from "./api";

/** The file name a record downloads as: `<game>-<table or seed>.json`, safe on every system. */
export function recordFileName(record: Pick<TableRecord, "game" | "seed" | "id">): string {
  const tag = (record.id ?? record.seed).replace(/^table /, "").replace(/[^A-Za-z0-9_-]+/g, "_");
  return `${record.game}-${tag}.json`;
}

/** Saves a table record as a JSON file, as the Replays page and the advisers read it back. */
export function downloadRecord(record: TableRecord): void {
  const { id: _id, ...kept } = record;
  const blob = new Blob([`${JSON.stringify(kept, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = recordFileName(record);
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
