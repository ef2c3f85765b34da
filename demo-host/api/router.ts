import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  path: string;
}

export type RouteHandler = (ctx: RouteContext) => Promise<void> | void;

interface Route {
  method: string;
  parts: string[];
  handler: RouteHandler;
  /** A write (a form, a booking, a subscription): JSON only, from an allowed origin only (api/cors.ts). */
  write: boolean;
}

export interface RouteOptions {
  write?: boolean;
}

/** A tiny method + path router; `:name` segments capture (URL-decoded), literal segments win over captures. */
export function createRouter() {
  const routes: Route[] = [];
  const add = (method: string, pattern: string, handler: RouteHandler, options: RouteOptions = {}) => {
    routes.push({ method, parts: pattern.split('/').filter(Boolean), handler, write: options.write ?? false });
  };
  const specificity = (r: Route) => r.parts.filter((p) => !p.startsWith(':')).length;

  return {
    get: (pattern: string, h: RouteHandler) => add('GET', pattern, h),
    post: (pattern: string, h: RouteHandler, options?: RouteOptions) => add('POST', pattern, h, options),
    put: (pattern: string, h: RouteHandler, options?: RouteOptions) => add('PUT', pattern, h, options),
    delete: (pattern: string, h: RouteHandler, options?: RouteOptions) => add('DELETE', pattern, h, options),
    /** The matching route, or `methods` allowed on the path when only the method differs. */
    match(method: string, path: string): { handler: RouteHandler; params: Record<string, string>; write: boolean } | { methods: string[] } | null {
      const segments = path.split('/').filter(Boolean);
      const found: { route: Route; params: Record<string, string> }[] = [];
      for (const route of routes) {
        if (route.parts.length !== segments.length) continue;
        const params: Record<string, string> = {};
        let ok = true;
        for (let i = 0; i < segments.length && ok; i++) {
          const part = route.parts[i];
          if (part.startsWith(':')) {
            try {
              params[part.slice(1)] = decodeURIComponent(segments[i]);
            } catch {
              ok = false;
            }
          } else ok = part === segments[i];
        }
        if (ok) found.push({ route, params });
      }
      found.sort((a, b) => specificity(b.route) - specificity(a.route));
      const hit = found.find((f) => f.route.method === method || (method === 'HEAD' && f.route.method === 'GET'));
      if (hit) return { handler: hit.route.handler, params: hit.params, write: hit.route.write };
      return found.length ? { methods: [...new Set(found.map((f) => f.route.method))] } : null;
    },
  };
}

export type Router = ReturnType<typeof createRouter>;

/** Marks a route as a write (see Route.write). */
export const WRITE: RouteOptions = { write: true };
