/**
 * What a push notification says. Only the table, its game and why: never a card, a hand, a
 * chat line or anything else a seat may not show the lock screen of a phone on a table.
 */
export type PushReason = "turn" | "start" | "join-request" | "mention" | "night";

export interface PushMessage {
  readonly table: string;
  readonly game: string;
  readonly reason: PushReason;
  /** The notification's title and body, as the service worker shows them. */
  readonly title: string;
  readonly body: string;
  /** The page a click opens. */
  readonly url: string;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cat": the other players, as a title names them. */
export function withWhom(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function pushMessage(
  reason: PushReason,
  t: { readonly id: string; readonly game: string; readonly gameName: string },
  others: readonly string[],
  who?: string,
): PushMessage {
  const at = others.length > 0 ? `${t.gameName} with ${withWhom(others)}` : t.gameName;
  const words: Record<PushReason, { title: string; body: string }> = {
    turn: { title: `Your turn: ${at}`, body: "It is your move." },
    start: { title: `Started: ${at}`, body: "Every seat is taken: the game has begun." },
    "join-request": {
      title: `${who ?? "A player"} asks to join: ${t.gameName}`,
      body: "Your table is private: let them in or not.",
    },
    mention: {
      title: `${who ?? "A player"} mentioned you: ${at}`,
      body: "Open the table to read the chat.",
    },
    // `who`: the club whose night it is.
    night: {
      title: `Club night open: ${t.gameName}`,
      body: `${who ?? "Your club"}: you said you would come. Take your seat.`,
    },
  };
  return {
    table: t.id,
    game: t.game,
    reason,
    ...words[reason],
    url: `/#/table/${encodeURIComponent(t.id)}`,
  };
}

/** Whether a line of chat names `name`: "@Ann", or Ann as a word of its own, in any case. */
export function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}_])@?${escaped}($|[^\\p{L}\\p{N}_])`, "iu").test(text);
}
