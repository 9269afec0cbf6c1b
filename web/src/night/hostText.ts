import type { HostAction } from "../net/api";

/** What a host action did, in a sentence for the host who pressed it. */
export function hostDone(action: HostAction, name: (seat: number) => string): string {
  switch (action.action) {
    case "start":
      return "Started: bots take the empty seats.";
    case "pause":
      return "Paused: nobody moves and no clock runs until you resume.";
    case "resume":
      return "Resumed: play goes on.";
    case "close":
      return "The table is closed.";
    case "remove":
      return `${name(action.seat)} is removed from the table.`;
    case "mute":
      return `${name(action.seat)} is muted.`;
    case "unmute":
      return `${name(action.seat)} may chat again.`;
    case "spectator-chat":
      return action.on ? "Spectators may chat." : "Spectators' chat is off.";
    case "private":
      return action.on ? "Joining now needs your approval." : "Anyone may join now.";
    case "clock":
      return action.seconds === null
        ? "No move clock from the next hand."
        : `The move clock is ${clockText(action.seconds)} from the next hand.`;
    case "approve":
      return "Request approved: the player sits down.";
    case "deny":
      return "Request turned down.";
  }
}

function clockText(seconds: number): string {
  if (seconds % 60 === 0)
    return seconds === 60 ? "1 minute a move" : `${seconds / 60} minutes a move`;
  return `${seconds} seconds a move`;
}
