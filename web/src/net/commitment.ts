/**
 * Commit, then reveal: the server publishes SHA-256(seed) when a table starts and the seed when it
 * ends. The browser checks the pair itself with SubtleCrypto, trusting nobody's word for it.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function commitmentHolds(seed: string, published: string): Promise<boolean> {
  return (await sha256Hex(seed)) === published.toLowerCase();
}
