/**
 * A signed-in player for the server tests: a cookie jar that sends the session back, and the
 * Origin a browser on the server's own page sends.
 */
// biome-ignore lint/suspicious/noExplicitAny: a reply's body is read field by field by the tests.
export type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
}

export class Player {
  cookie: string | null = null;

  constructor(
    readonly base: string,
    /** The Origin sent with every request: the server's own unless a test says otherwise. */
    public origin: string | null = base,
  ) {}

  async call<T = Loose>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const r = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = r.headers.get("set-cookie");
    if (set) {
      const pair = set.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? null : pair;
    }
    const text = await r.text();
    return { status: r.status, body: (text ? JSON.parse(text) : null) as T, headers: r.headers };
  }

  /** Signs up (201) and keeps the session. */
  static async signUp(
    base: string,
    name: string,
    password = `${name} plays Tyramid`,
  ): Promise<Player> {
    const p = new Player(base);
    const r = await p.call("POST", "/api/account", { name, password });
    if (r.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(r.body)}`);
    return p;
  }

  /** Joins a table as this account; its seat and token. */
  async join(table: string, seat?: number): Promise<{ seat: number; token: string }> {
    const r = await this.call(
      "POST",
      `/api/tables/${table}/join`,
      seat === undefined ? {} : { seat },
    );
    if (r.status !== 200) throw new Error(`join failed: ${JSON.stringify(r.body)}`);
    return r.body;
  }
}
