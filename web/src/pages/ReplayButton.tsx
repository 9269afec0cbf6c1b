import { href } from "../router";

/** A table's Replay button, once it is finished: a table still in play has no record to replay. */
export function ReplayButton({ table, status }: { table: string; status: string }) {
  if (status !== "finished") return null;
  return (
    <a className="button" href={href({ page: "replay", table })}>
      Replay
    </a>
  );
}
