/**
 * What the table page talks to for a table played offline: a WebSocket's shape over a Web
 * Worker that hosts the table, so the page's connection code is the same for both.
 */
export class LocalSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    this.worker.onmessage = (e: MessageEvent<string>) => this.onmessage?.({ data: e.data });
    // A worker that cannot start (or throws) ends the connection; the page says it is closed.
    this.worker.onerror = (e) => {
      console.error(`The offline table stopped: ${e.message}`);
      this.close();
    };
    queueMicrotask(() => {
      this.readyState = LocalSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string): void {
    this.worker.postMessage(data);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.worker.terminate();
    this.onclose?.({ code: 1000 });
  }
}
