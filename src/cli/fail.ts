/** Bad input on the command line: a one-line reason on stderr and a non-zero exit. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

export function fail(message: string): never {
  throw new CliError(message);
}
