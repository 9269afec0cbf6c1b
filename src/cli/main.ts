#!/usr/bin/env node
import { main } from "./program.js";

// A reader that stops early (`pyramids list | head -1`) closes the pipe: the output simply ends
// there, quietly, as for any command-line tool, instead of an unhandled EPIPE error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    process.exit(process.exitCode ?? 0);
  });
}

main(process.argv).then((code) => {
  process.exitCode = code;
});
