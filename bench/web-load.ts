/**
 * `npm run bench -- web-load [runs]`: the home page's first load over an emulated slow link
 * (1.5 Mbps down, 750 kbps up, 150 ms latency, cache off) in headless Chromium, against the
 * built server and web client (`npm run build && npm run build:web` first). Prints the bytes on
 * the wire, DOMContentLoaded, first contentful paint and load, the median of the runs. The peer
 * is the link itself: a bare page fetched the same way, so the ratio says how much slower the
 * home page is than the link's floor.
 */
import { launch, startServer } from "../test/e2e/harness.js";

const runs = Number(process.argv[3] ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write("usage: npm run bench -- web-load [runs ≥ 1]\n");
  process.exit(2);
}

interface Load {
  bytes: number;
  requests: number;
  dcl: number;
  fcp: number;
  load: number;
}

const served = await startServer();
const browser = await launch();

async function measure(url: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.5 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let bytes = 0;
  let requests = 0;
  // Bytes as they crossed the wire (headers and compressed bodies), as the link carried them.
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
    requests++;
  });
  await page.goto(url, { waitUntil: "load" });
  // The first paint may come after load (React renders once the script has run): wait for it.
  const timing = await page.evaluate(async () => {
    const fcp = await new Promise<number>((ok) => {
      new PerformanceObserver((list) => {
        const e = list.getEntriesByName("first-contentful-paint")[0];
        if (e) ok(e.startTime);
      }).observe({ type: "paint", buffered: true });
      setTimeout(() => ok(Number.NaN), 10_000);
    });
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, fcp };
  });
  await context.close();
  return { bytes, requests, ...timing };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function summary(loads: Load[]): Load {
  return {
    bytes: median(loads.map((l) => l.bytes)),
    requests: median(loads.map((l) => l.requests)),
    dcl: median(loads.map((l) => l.dcl)),
    fcp: median(loads.map((l) => l.fcp)),
    load: median(loads.map((l) => l.load)),
  };
}

try {
  const home: Load[] = [];
  const floor: Load[] = [];
  for (let i = 0; i < runs; i++) {
    home.push(await measure(served.url));
    // /healthz: one small response over the same link, the least any page can cost.
    floor.push(await measure(`${served.url}healthz`));
  }
  const h = summary(home);
  const f = summary(floor);
  const ms = (x: number) => `${Math.round(x)} ms`;
  process.stdout.write(
    [
      `home page, median of ${runs} (1.5 Mbps / 750 kbps / 150 ms, cache off):`,
      `  transferred       ${(h.bytes / 1024).toFixed(1)} KiB in ${h.requests} requests`,
      `  DOMContentLoaded  ${ms(h.dcl)}`,
      `  first paint (FCP) ${ms(h.fcp)}`,
      `  load              ${ms(h.load)}`,
      `link floor (/healthz): load ${ms(f.load)}; home page load is ${(h.load / f.load).toFixed(1)}× the floor`,
      "",
    ].join("\n"),
  );
} finally {
  await browser.close();
  await served.stop();
}
