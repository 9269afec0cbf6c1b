import type { ReactNode } from "react";

/**
 * A page with one line to say before it can show itself (waiting for the server, say): its
 * heading, which takes the focus like every page's, and the line. `className` is the page's own.
 */
export function ShortPage({
  className,
  title,
  children,
}: {
  className?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `page ${className}` : "page"}>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{children}</p>
    </section>
  );
}

/** A page still waiting for the server's first answer (who is signed in, the page's data). */
export function AskingPage({ className, title }: { className?: string; title: string }) {
  return (
    <ShortPage className={className} title={title}>
      Asking the server…
    </ShortPage>
  );
}
