import { spawnSync } from "node:child_process";

/** Runs the built `pyramids` command as a user would (npm test builds dist/ first). */
export function pyramids(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ["dist/cli/main.js", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
