/**
 * Every relative link and image in the README, CONTRIBUTING and docs/ points at a file that exists,
 * and a link to a heading (`page.md#heading`, `#heading`) at a heading that exists, named as
 * GitHub names it. The README is a front door of links into docs/: a page moved or a heading
 * renamed must not leave a door that opens on nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) markdownFiles(path, out);
    else if (name.endsWith(".md")) out.push(path);
  }
  return out;
}

const pages = [
  join(root, "README.md"),
  join(root, "CONTRIBUTING.md"),
  ...markdownFiles(join(root, "docs")),
];

/** Every token of a page, nested ones included (links sit inside paragraphs, lists, tables). */
function walk(tokens: readonly Token[], visit: (t: Token) => void): void {
  for (const t of tokens) {
    visit(t);
    const nested = t as { tokens?: Token[]; items?: Token[]; header?: Token[]; rows?: Token[][] };
    if (nested.tokens) walk(nested.tokens, visit);
    if (nested.items) walk(nested.items, visit);
    if (t.type === "table") {
      const table = t as Tokens.Table;
      for (const cell of table.header) walk(cell.tokens, visit);
      for (const row of table.rows) for (const cell of row) walk(cell.tokens, visit);
    }
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The plain text of a heading as rendered: code spans, emphasis and links reduced to their words. */
function plain(tokens: readonly Token[]): string {
  return tokens
    .map((t) => {
      const inner = (t as { tokens?: Token[] }).tokens;
      if (inner && inner.length > 0) return plain(inner);
      return "text" in t ? String(t.text) : "";
    })
    .join("");
}

const anchorsCache = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsCache.get(file);
  if (found) return found;
  found = new Set();
  const seen = new Map<string, number>();
  walk(marked.lexer(readFileSync(file, "utf8")), (t) => {
    if (t.type !== "heading") return;
    const base = slug(plain((t as Tokens.Heading).tokens));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  });
  anchorsCache.set(file, found);
  return found;
}

function links(file: string): string[] {
  const out: string[] = [];
  walk(marked.lexer(readFileSync(file, "utf8")), (t) => {
    if (t.type === "link" || t.type === "image") out.push((t as Tokens.Link).href);
  });
  return out;
}

/** What is wrong with one link of a page, or null when it leads somewhere. */
function broken(file: string, href: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null; // http:, https:, mailto: lead outside
  const [path = "", hash] = href.split("#", 2);
  const target = path === "" ? file : resolve(dirname(file), decodeURIComponent(path));
  if (!existsSync(target)) return `${href}: no such file`;
  if (hash !== undefined && target.endsWith(".md") && !anchors(target).has(hash))
    return `${href}: no heading #${hash} in ${relative(root, target)}`;
  return null;
}

describe("documentation links", () => {
  it("finds the pages and their links", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(links(join(root, "README.md")).length).toBeGreaterThan(10);
  });

  for (const file of pages) {
    it(`${relative(root, file)}: every relative link leads to a file and heading that exist`, () => {
      const bad = links(file)
        .map((href) => broken(file, href))
        .filter((b) => b !== null);
      expect(bad).toEqual([]);
    });
  }

  it("keeps the README a front door: under 150 lines, the reference in docs/", () => {
    const lines = readFileSync(join(root, "README.md"), "utf8").split("\n").length;
    expect(lines).toBeLessThan(150);
  });

  it("names headings as GitHub does", () => {
    expect(slug("Opponents (`--bots`)".replace(/`/g, ""))).toBe("opponents---bots");
    expect(slug("Wild/Kill Pyramid (wild-kill)")).toBe("wildkill-pyramid-wild-kill");
  });

  it("catches a link to a missing file or heading", () => {
    const readme = join(root, "README.md");
    expect(broken(readme, "docs/no-such-page.md")).toMatch(/no such file/);
    expect(broken(readme, "docs/cli.md#no-such-heading")).toMatch(/no heading/);
    expect(broken(readme, "docs/cli.md")).toBeNull();
  });
});
