declare module 'virtual:reference-api' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;
  export const createApiHandler: undefined | ((options: { dataDir: string; root: string }) => Handler | Promise<Handler>);
}
