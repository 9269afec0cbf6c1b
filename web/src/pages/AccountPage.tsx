import { type ReactNode, useState } from "react";
import { account, heldSeats, type Me, useAccount } from "../net/account";
import { messageOf } from "../net/api";
import { useErrand } from "../net/useAsync";
import { href, navigate } from "../router";
import { ErrorNotice } from "./ErrorNotice";
import { Field } from "./Field";
import { AskingPage } from "./ShortPage";

/**
 * Signing in and up (a password or a passkey), and once signed in the account itself: sign out
 * here or everywhere, the password, passkeys, deletion. Playing needs none of it.
 */
export function AccountPage() {
  const me = useAccount();
  const [claim, setClaim] = useState<{ table: string; token: string }[] | null>(null);
  if (me === undefined) return <AskingPage className="account" title="Account" />;
  if (claim) return <ClaimSeats seats={claim} done={() => navigate({ page: "me" })} />;
  const signedIn = () => {
    const held = heldSeats();
    if (held.length > 0) setClaim(held);
    else navigate({ page: "me" });
  };
  return me ? <Signed me={me} /> : <SignIn onSignedIn={signedIn} />;
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <section className="page account">
      <h1 tabIndex={-1}>Sign in</h1>
      <p className="muted">
        An account is optional: it keeps your tables on any device, and gives you a rating in each
        game you play rated tables of. Guests play as before.
      </p>
      <SignInForm onSignedIn={onSignedIn} />
    </section>
  );
}

/**
 * The sign-in and sign-up forms (a password or a passkey), for the Sign in page and for any page
 * that needs an account first (a club's invite link). `level` is the passkeys' heading's level.
 */
export function SignInForm({ onSignedIn, level = 2 }: { onSignedIn: () => void; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const errand = useErrand();
  const { busy, error } = errand;
  /** Signs in by `what` (a password, a passkey), then hands over to `onSignedIn`. */
  const run = (what: () => Promise<unknown>) =>
    errand.run(async () => {
      await what();
      onSignedIn();
    });
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => account.signIn(name, password));
        }}
      >
        <AccountField
          id="account-name"
          label="Name"
          autoComplete="username"
          state={[name, setName]}
        />
        <AccountField id="account-password" label="Password" state={[password, setPassword]}>
          <small>8 to 1,000 characters.</small>
        </AccountField>
        <ErrorNotice error={error} />
        <div className="buttons">
          <button type="submit" className="primary" disabled={busy}>
            Sign in
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => account.signUp(name, password))}
          >
            Create account
          </button>
        </div>
      </form>
      <Heading>With a passkey</Heading>
      <p className="muted">
        A passkey signs you in with this device's lock (a fingerprint, a face, a PIN) instead of a
        password.
      </p>
      <div className="buttons">
        <button type="button" disabled={busy} onClick={() => void run(account.passkeySignIn)}>
          Sign in with a passkey
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => account.passkeySignUp(name))}
        >
          Create account with a passkey
        </button>
      </div>
    </>
  );
}

/** After signing in: the seats this browser took as a guest, offered to the account. */
function ClaimSeats({
  seats,
  done,
}: {
  seats: { table: string; token: string }[];
  done: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="page account">
      <h1 tabIndex={-1}>Your seats in this browser</h1>
      <p>
        This browser holds {seats.length === 1 ? "a seat" : `seats at ${seats.length} tables`} you
        took as a guest. Add {seats.length === 1 ? "it" : "them"} to your account, so My tables
        shows {seats.length === 1 ? "it" : "them"} on any device?
      </p>
      <ErrorNotice error={error} />
      <div className="buttons">
        <button
          type="button"
          className="primary"
          onClick={() =>
            void account.claim(seats).then(done, (e: unknown) => setError(messageOf(e)))
          }
        >
          Add them to my account
        </button>
        <button type="button" className="quiet" onClick={done}>
          Not now
        </button>
      </div>
    </section>
  );
}

function Signed({ me }: { me: Me }) {
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const [old, setOld] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const act = (what: () => Promise<unknown>, said: string) =>
    void what().then(
      () => setNote({ error: false, text: said }),
      (e: unknown) => setNote({ error: true, text: messageOf(e) }),
    );
  return (
    <section className="page account">
      <h1 tabIndex={-1}>{me.name}</h1>
      <p>
        <a href={href({ page: "me" })}>My tables</a> ·{" "}
        <a href={href({ page: "player", name: me.name })}>Your profile</a> · signs in with{" "}
        {[me.password ? "a password" : null, me.passkeys ? `${me.passkeys} passkey(s)` : null]
          .filter(Boolean)
          .join(" and ")}
      </p>
      {note && (
        <p className={`notice${note.error ? " error" : ""}`} role="status">
          {note.text}
        </p>
      )}
      <div className="buttons">
        <button type="button" onClick={() => act(account.signOut, "Signed out.")}>
          Sign out
        </button>
        <button
          type="button"
          onClick={() => act(account.signOutEverywhere, "Signed out on every device.")}
        >
          Sign out everywhere
        </button>
        <button type="button" onClick={() => act(account.addPasskey, "Passkey added.")}>
          Add a passkey
        </button>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          act(() => account.changePassword(me.password ? old : null, next), "Password changed.");
        }}
      >
        <h2>{me.password ? "Change the password" : "Add a password"}</h2>
        {me.password && (
          <AccountField id="old-password" label="Current password" state={[old, setOld]} />
        )}
        <AccountField
          id="new-password"
          label="New password"
          autoComplete="new-password"
          state={[next, setNext]}
        />
        <button type="submit">Save the password</button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          act(() => account.delete(me.password ? confirm : null), "The account is deleted.");
        }}
      >
        <h2>Delete the account</h2>
        <p className="muted">
          Your sessions, passkeys, seats and ratings go; finished tables show you as "Deleted
          player".
        </p>
        {me.password && (
          <AccountField id="delete-password" label="Password" state={[confirm, setConfirm]} />
        )}
        <button type="submit" className="danger">
          Delete my account
        </button>
      </form>
    </section>
  );
}

/**
 * A labelled box of the account's forms: a password the browser may fill in (the current one
 * unless `autoComplete` says otherwise), or the name when `autoComplete` is "username".
 */
/** A name or password box of the sign-in and sign-up forms. */
function AccountField({
  id,
  label,
  autoComplete = "current-password",
  state: [value, setValue],
  children,
}: {
  id: string;
  label: string;
  autoComplete?: "username" | "current-password" | "new-password";
  state: [string, (value: string) => void];
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type={autoComplete === "username" ? "text" : "password"}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {children}
    </Field>
  );
}
