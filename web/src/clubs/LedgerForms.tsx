/** The ledger page's forms: the season (admins set it) and an admin's correction. */
import { useState } from "react";
import { clubs } from "../net/clubs";
import { ErrorNotice } from "../pages/ErrorNotice";
import { Field, TextInput } from "../pages/Field";
import { NamedSelect } from "../pages/Selects";
import { type LedgerPart, Section } from "./common";
import { chipsText, fromDateInput, lineAt, parseChips, seasonText, toDateInput } from "./text";

/** The season the ledger counts, in words; an admin's form sets its first and last days. */
export function SeasonSection({ club, ledger, admin, act }: LedgerPart) {
  const [from, setFrom] = useState(() => toDateInput(Date.parse(ledger.season.from)));
  const [to, setTo] = useState(() =>
    ledger.season.to ? toDateInput(Date.parse(ledger.season.to) - 1) : "",
  );
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const start = fromDateInput(from);
    // The season's last day is included: it ends where the next day begins.
    const end = to === "" ? null : fromDateInput(to, true);
    if (start === null) return setProblem("Give the season's first day.");
    if (to !== "" && end === null) return setProblem("The last day is not a date.");
    if (end !== null && end < start) return setProblem("The last day is before the first.");
    setProblem(null);
    act(
      () =>
        clubs.setSeason(club.id, {
          from: new Date(start).toISOString(),
          to: end === null ? null : new Date(end + 1).toISOString(),
        }),
      "The season is set.",
    );
  };
  return (
    <Section id="season" title="Season">
      <p>
        The tables of the club played {seasonText(ledger.season)}.{" "}
        {!admin && <span className="muted">An admin sets the season.</span>}
      </p>
      {admin && (
        <form
          className="season-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field id="season-from" label="First day">
            <input
              id="season-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </Field>
          <Field id="season-to" label="Last day">
            <input
              id="season-to"
              type="date"
              value={to}
              aria-describedby="season-to-help"
              onChange={(e) => setTo(e.target.value)}
            />
            <small id="season-to-help">Leave it empty for a season still running.</small>
          </Field>
          <ErrorNotice error={problem} />
          <div className="buttons">
            <button type="submit">Set the season</button>
          </div>
        </form>
      )}
    </Section>
  );
}

/** An admin's correction: chips from one member's net to another's, with the reason. */
export function CorrectionForm({ club, ledger, act }: Omit<LedgerPart, "admin">) {
  // Members, and anyone with a line this season who has left since.
  const people = [
    ...club.members.map((m) => ({ id: m.account, name: m.name })),
    ...ledger.members
      .filter((m) => !club.members.some((c) => c.account === m.account))
      .map((m) => ({ id: m.account, name: `${m.name} (left)` })),
  ];
  const [from, setFrom] = useState(people[0]?.id ?? "");
  const [to, setTo] = useState(people[1]?.id ?? "");
  const [chips, setChips] = useState("");
  const [why, setWhy] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (account: string) => people.find((p) => p.id === account)?.name ?? "";
  const submit = () => {
    if (from === "" || to === "" || from === to)
      return setProblem("A correction moves chips from one member to another.");
    const parsed = parseChips(chips);
    if ("error" in parsed) return setProblem(parsed.error);
    if (why.trim() === "") return setProblem("Say why: the history shows it.");
    setProblem(null);
    act(
      () => {
        const at = lineAt(ledger.season, Date.now());
        return clubs.correct(club.id, {
          from,
          to,
          chips: parsed.chips,
          note: why.trim(),
          ...(at ? { at } : {}),
        });
      },
      `Corrected: ${chipsText(parsed.chips)} from ${nameOf(from)} to ${nameOf(to)}.`,
    );
    setChips("");
    setWhy("");
  };
  const side = (id: string, label: string, value: string, set: (v: string) => void) => (
    <Field id={id} label={label}>
      <NamedSelect id={id} value={value} choices={people} onChange={set} />
    </Field>
  );
  return (
    <form
      className="correction"
      aria-labelledby="correct"
      aria-describedby="correct-help"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="correct">Correct the ledger</h2>
      <p className="small muted" id="correct-help">
        A correction moves chips from one member's net to another's, in new lines of the history,
        never an edit: a side bet the tables never saw, say.
      </p>
      {side("correct-from", "From", from, setFrom)}
      {side("correct-to", "To", to, setTo)}
      <Field id="correct-chips" label="Chips">
        <TextInput
          id="correct-chips"
          inputMode="numeric"
          value={chips}
          aria-describedby="correct-chips-help"
          onText={setChips}
        />
        <small id="correct-chips-help">
          A whole number from 1: From's net goes down by it, To's up.
        </small>
      </Field>
      <Field id="correct-note" label="Why">
        <TextInput id="correct-note" maxLength={200} value={why} onText={setWhy} />
      </Field>
      <ErrorNotice error={problem} />
      <div className="buttons">
        <button type="submit">Add the correction</button>
      </div>
    </form>
  );
}
