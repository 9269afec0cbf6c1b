import { useAccount } from "../net/account";
import { clubs } from "../net/clubs";
import { useErrand } from "../net/useAsync";
import { SignInForm } from "../pages/AccountPage";
import { ErrorNotice } from "../pages/ErrorNotice";
import { navigate } from "../router";

/**
 * An invite link's page (`#/clubs/join/<code>`): signed out, the sign-in and sign-up forms first,
 * staying here; signed in, one button joins, and the club's page opens.
 */
export function JoinClubPage({ code }: { code: string }) {
  const me = useAccount();
  const { busy, error, run } = useErrand();
  const join = () =>
    run(async () => {
      const { id } = await clubs.join(code);
      navigate({ page: "club", club: id });
    });
  return (
    <section className="page clubs account">
      <h1 tabIndex={-1}>Join a club</h1>
      {me === undefined && <p>Asking the server…</p>}
      {me === null && (
        <>
          <p>
            A friend invited you to their club. A club's members are accounts: sign in, or create an
            account (a name and a password, or a passkey), and then join.
          </p>
          <h2>Sign in first</h2>
          <SignInForm onSignedIn={() => undefined} level={3} />
        </>
      )}
      {me && (
        <>
          <p>
            You are signed in as <strong>{me.name}</strong>. Join the club to see its nights, its
            tables, its ledger and its standings.
          </p>
          <ErrorNotice error={error} />
          <div className="buttons">
            <button type="button" className="primary" disabled={busy} onClick={() => void join()}>
              Join the club
            </button>
          </div>
        </>
      )}
    </section>
  );
}
