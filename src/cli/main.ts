#!/usr/bin/env node
import { announceTable } from "./early.js";

// A reader that stops early (`pyramids list | head -1`) closes the pipe: the output simply ends
// there, quietly, as for any command-line tool, instead of an unhandled EPIPE error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    process.exit(process.exitCode ?? 0);
  });
}

// A table's first line is on screen before the engines and bots have loaded.
announceTable(process.argv.slice(2));
const { main } = await import("./program.js");
process.exitCode = await main(process.argv);
