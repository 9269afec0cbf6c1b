/**
 * Runs the Tyramid adviser's search off the page's thread, so the table stays responsive while
 * it thinks. It is sent the seat's view only, and answers with the advice (plain JSON).
 */
import "../../strict-csp";
import { adviseTyramid } from "../../../../src/analysis/tyramid-advice.js";
import type { TyramidView } from "../../../../src/games/tyramid/view.js";

export interface AdviceRequest {
  view: TyramidView;
  iterations: number;
  milliseconds: number;
  seed: number;
}

self.onmessage = (e: MessageEvent<AdviceRequest>) => {
  const { view, iterations, milliseconds, seed } = e.data;
  try {
    self.postMessage(
      adviseTyramid(view, { iterations, milliseconds, seed, clock: () => performance.now() }),
    );
  } catch (err) {
    self.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
