import { useState } from "react";
import { useAccount } from "../net/account";
import { clubs } from "../net/clubs";
import { useAsync, useErrand } from "../net/useAsync";
import { ErrorNotice } from "../pages/ErrorNotice";
import { Field, TextInput } from "../pages/Field";
import { AskingPage } from "../pages/ShortPage";
import { href, navigate } from "../router";
import { LedgerAndStandings } from "./common";
import { OpenNights } from "./OpenNights";
import { SignedOut } from "./SignedOut";

const ROLE_WORDS = { owner: "owner", admin: "admin", member: "member" } as const;

/** Clubs: the clubs the account belongs to, the nights opened for it, and a new club. */
export function ClubsPage() {
  const me = useAccount();
  const mine = useAsync(() => (me ? clubs.mine() : Promise.resolve([])), [me?.name]);
  const [name, setName] = useState("");
  const { busy, error, run } = useErrand();
  if (me === undefined) return <AskingPage className="clubs" title="Clubs" />;
  if (me === null)
    return (
      <SignedOut title="Clubs">
        A club is the same friends night after night: its members, scheduled nights, a season ledger
        that settles up, and standings. Sign in to start one or to join one.
      </SignedOut>
    );
  const create = () =>
    run(async () => {
      const { id } = await clubs.create(name.trim());
      navigate({ page: "club", club: id });
    });
  const list = mine.value ?? [];
  return (
    <section className="page clubs">
      <h1 tabIndex={-1}>Clubs</h1>
      <ErrorNotice error={mine.error} />
      <OpenNights />
      <section aria-labelledby="my-clubs">
        <h2 id="my-clubs">Your clubs</h2>
        {!mine.loading && list.length === 0 && (
          <p className="muted">
            None yet. Start one below, or open an invite link a friend sent you.
          </p>
        )}
        <ul className="table-list">
          {list.map((c) => (
            <li className="table-row" key={c.id}>
              <span className="table-name">
                <a href={href({ page: "club", club: c.id })}>
                  <strong>{c.name}</strong>
                </a>{" "}
                <span className="muted">· {ROLE_WORDS[c.role]}</span>
              </span>
              <span className="buttons">
                <LedgerAndStandings club={c.id} quiet />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <form
        className="stack-form"
        aria-labelledby="new-club"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <h2 id="new-club">Start a club</h2>
        <Field id="club-name" label="Club name">
          <TextInput id="club-name" maxLength={60} value={name} onText={setName} />
          <small>You are its owner: you name admins, invite friends and schedule nights.</small>
        </Field>
        <ErrorNotice error={error} />
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy || name.trim() === ""}>
            Create club
          </button>
        </div>
      </form>
    </section>
  );
}
