import type { ChildProcess, StdioOptions } from 'node:child_process';
export interface DemoHost {
  baseURL: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}
export declare function startDemoHost(options?: { port?: number; dataDir?: string; readyPath?: string; timeoutMs?: number; stdio?: StdioOptions; env?: NodeJS.ProcessEnv }): Promise<DemoHost>;
export declare function demoHostFromEnv(options?: Parameters<typeof startDemoHost>[0]): Promise<Pick<DemoHost, 'baseURL' | 'stop'>>;
