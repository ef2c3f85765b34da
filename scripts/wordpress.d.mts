export declare const PACKAGES: string[];
export declare const WP_USERS: { admin: string; author: string; editor: string };
export declare function password(user: string): string;
export declare function installWordPressPackages(): boolean;
export interface WordPress {
  url: string;
  port: number;
  dir: string;
  /** Runs PHP with WordPress loaded; returns its output. */
  wpEval(code: string): string;
  stop(): Promise<void>;
  log(): string;
}
export declare function startWordPress(options: { port?: number; api: string; siteId?: string; bundle: string; log?: (line: string) => void }): Promise<WordPress>;
