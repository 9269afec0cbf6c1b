import type { TableState } from "../net/connection";
import type { Action, Seat } from "../net/protocol";
import { savedHost, savedSeat } from "../net/seats";
import { HandsDownload } from "../night/HandsDownload";
import { HostPanel } from "../night/HostPanel";
import { LedgerPanel } from "../night/LedgerPanel";
import { isChipGame } from "../night/ledger";

/**
 * What lies beside the play for the whole night: the chip ledger (with the rebuy offer), the
 * host's controls for the one holding the host's token, and the hand histories once play began.
 */
export function NightPanels({
  state,
  table,
  legal,
  act,
  seatName,
}: {
  state: TableState;
  table: string;
  /** The moves offered now (none while the table is paused). */
  legal: readonly Action[];
  act: (a: Action) => void;
  seatName: (s: Seat) => string;
}) {
  const hostToken = savedHost(table);
  return (
    <div className="night-panels">
      {state.game && isChipGame(state.game) && (
        <LedgerPanel
          table={table}
          moment={`${state.version} ${state.seats.map((x) => x.name ?? "").join("\u0000")}`}
          mySeat={state.seat}
          rebuy={legal.find((a) => a.type === "rebuy") ?? null}
          act={act}
          disabled={state.pending}
        />
      )}
      {hostToken && state.host && (
        <HostPanel
          table={table}
          token={hostToken}
          host={state.host}
          seats={state.seats}
          mySeat={state.seat}
          status={state.status}
          name={seatName}
          clockMs={state.clock?.moveMs ?? null}
        />
      )}
      {state.game && state.status !== null && state.status !== "open" && (
        <p className="buttons">
          <HandsDownload table={table} game={state.game} token={savedSeat(table)?.token ?? null} />
        </p>
      )}
    </div>
  );
}
