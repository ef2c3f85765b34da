export const PINNED_FILES: string[];
export const VERSIONED_DIR: RegExp;
export function sri(bytes: Buffer | string): string;
export function integrityOf(dir: string): Record<string, string>;
export function writeRelease(dist: string, version: string): Record<string, Record<string, string>>;
export function releaseSummary(result: Record<string, Record<string, string>>): string;
