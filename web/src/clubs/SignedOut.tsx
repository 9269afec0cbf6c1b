import type { ReactNode } from "react";
import { href } from "../router";

/** A club page opened signed out: what it is for, and the way to sign in. */
export function SignedOut({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page clubs">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{children}</p>
      <p>
        <a className="button primary" href={href({ page: "account" })}>
          Sign in
        </a>
      </p>
    </section>
  );
}
