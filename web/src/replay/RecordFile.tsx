/** A file input for a record; a file that is not one says why below it. */
import { ErrorNotice } from "../pages/ErrorNotice";
export function RecordFile({
  read,
  error,
}: {
  read: (file: File) => Promise<void>;
  error: string | null;
}) {
  return (
    <>
      <label className="option">
        <span>Record file</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared, so choosing the same file again reads it again.
            e.target.value = "";
            if (file) void read(file);
          }}
        />
      </label>
      <ErrorNotice error={error} />
    </>
  );
}
