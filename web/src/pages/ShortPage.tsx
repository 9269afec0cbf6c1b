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
