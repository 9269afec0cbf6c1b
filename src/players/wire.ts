/**
 * A game that is not in the registry, loaded by URL in a worker: the module's export `name` is
 * a GameDefinition or a function of no arguments returning one. Tests use it for toy games.
 */
export interface GameModule {
  readonly url: string;
  readonly name: string;
}
