import "../strict-csp";

/**
 * The Web Worker an offline table runs in: the engine and the bots think here, off the page's
 * thread, as they would on a server. The games load with a top-level await, and a message that
 * arrives before a worker listens is lost: so it listens first, keeping what arrives until the
 * table's host has loaded.
 */
const early: string[] = [];
let receive: ((raw: string) => void) | null = null;
self.onmessage = (e: MessageEvent<string>) => {
  if (receive) receive(e.data);
  else early.push(e.data);
};

const { LocalHost } = await import("./host");
const host = new LocalHost((frame) => self.postMessage(JSON.stringify(frame)));
receive = (raw) => void host.receive(raw);
for (const raw of early.splice(0)) receive(raw);
