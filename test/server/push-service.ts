/**
 * A push service stood in on loopback, and a browser's side of Web Push: the keys a subscription
 * carries, and the decryption of an `aes128gcm` message (RFC 8188, RFC 8291) with them.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface Received {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A browser's push keys: the subscription it would send, and what it needs to read a message. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    /** The plaintext of an aes128gcm-encoded message to these keys. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idlen = body[20]!;
      const serverKey = body.subarray(21, 21 + idlen);
      const sealed = body.subarray(21 + idlen);
      const secret = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** A push service on 127.0.0.1: it keeps what it receives, and answers `status` (201 by default). */
export async function pushService() {
  const received: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      received.push(r);
      res.writeHead(status).end();
      for (const w of waiting.splice(0)) w(r);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as { port: number };
  return {
    received,
    endpoint: (path: string) => `http://127.0.0.1:${port}/push/${path}`,
    answer(code: number) {
      status = code;
    },
    /** The next message this service receives. */
    next(): Promise<Received> {
      return new Promise((done) => waiting.push(done));
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
