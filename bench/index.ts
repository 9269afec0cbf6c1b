/**
 * `npm run bench -- <name> [args]`: runs bench/<name>.ts. Every benchmark measures ours against a
 * peer in the same run and prints the ratio, because this machine is shared and noisy.
 */
import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const names = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.startsWith("_"))
  .map((f) => f.slice(0, -3));
const wanted = process.argv[2];
if (!wanted || !names.includes(wanted)) {
  process.stderr.write(`usage: npm run bench -- <${names.join("|") || "none yet"}> [args]\n`);
  process.exit(wanted ? 2 : 0);
}
await import(pathToFileURL(`${here}/${wanted}.ts`).href);
