export function shippedPackages(meta: { inputs: Record<string, unknown> }, versionOf: (name: string) => string): Record<string, string[]>;
export function severeAdvisories(answer: Record<string, Array<{ severity: string; vulnerable_versions: string; title: string; url?: string }>>): string[];
