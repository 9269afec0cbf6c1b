/**
 * A server for benchmarks that compare settings the command line does not offer:
 * `node --import tsx bench/_serve.ts '<ServerConfig as JSON>'`. It stops on SIGTERM.
 */
import { type ServerConfig, startServer } from "../src/server/server.js";

const config = JSON.parse(process.argv[2] ?? "{}") as ServerConfig;
const server = await startServer(config);
process.once("SIGTERM", () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
