import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: { get(name: string): string | null };
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer;
}

/** One HTTP request whose answer is not decoded (fetch would decompress and hide Content-Encoding). */
export function rawRequest(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: { get: (name) => { const v = h[name.toLowerCase()]; return v === undefined ? null : String(v); } }, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
