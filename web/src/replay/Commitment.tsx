import { useEffect, useState } from "react";
import type { TableRecord } from "../net/api";
import { commitmentHolds } from "../net/commitment";

type Check = "checking" | "holds" | "fails" | "none";

/** The revealed seed, checked here in the browser against the commitment published at the start. */
export function SeedCommitment({ record }: { record: TableRecord }) {
  const [check, setCheck] = useState<Check>("checking");
  useEffect(() => {
    if (!record.commitment) return setCheck("none");
    commitmentHolds(record.seed, record.commitment).then((ok) => setCheck(ok ? "holds" : "fails"));
  }, [record]);
  return (
    <div className={`commitment ${check}`} role="status">
      Seed <code>{record.seed}</code> ·{" "}
      {check === "checking"
        ? "checking its commitment…"
        : check === "holds"
          ? "✔ matches the commitment published at the start"
          : check === "none"
            ? "this record carries no published commitment to check"
            : "✘ does NOT match the published commitment"}{" "}
      {record.commitment && <code className="small">{record.commitment}</code>}
    </div>
  );
}
