import type { GameDefinition } from "../core/game.js";
import type { GamePackage } from "./package.js";

/**
 * The games a host plays, from a list of packages: the CLI, the bots, tournaments and the server
 * all read one. The default is the project's own list (`index.ts`); tests build one with a toy
 * game added.
 */
export class GameRegistry {
  private readonly byId = new Map<string, GamePackage>();

  constructor(readonly packages: readonly GamePackage[]) {
    for (const p of packages) {
      if (this.byId.has(p.id)) throw new Error(`Two packages are registered as "${p.id}".`);
      this.byId.set(p.id, p);
    }
  }

  /** This registry with more packages; one with an id already here takes its place. */
  with(more: readonly GamePackage[]): GameRegistry {
    const ids = new Set(more.map((p) => p.id));
    return new GameRegistry([...this.packages.filter((p) => !ids.has(p.id)), ...more]);
  }

  get games(): GameDefinition[] {
    return this.packages.map((p) => p.game);
  }

  /** A game by an id from outside (a command line, a request, a record): undefined if unknown. */
  get(id: string): GameDefinition | undefined {
    return this.byId.get(id)?.game;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  keys(): string[] {
    return [...this.byId.keys()];
  }

  values(): GameDefinition[] {
    return this.games;
  }

  /**
   * A game's package. A definition that is not this registry's own (a copy with the same id, a
   * test's game) has none: its bots are then only those that play any game.
   */
  packageOf(game: GameDefinition): GamePackage | undefined {
    const p = this.byId.get(game.id);
    return p?.game === game ? p : undefined;
  }
}
