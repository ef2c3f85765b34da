export interface RewrittenDependency {
  path: string;
  compiled: number;
  onDisk: number;
}
export function rewrittenDependencies(meta: { inputs: Record<string, { bytes: number }> }, sizeOnDisk?: (path: string) => number): RewrittenDependency[];
