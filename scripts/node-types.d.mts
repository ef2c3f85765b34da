export const TYPES_FILE: string;
export function typeName(block: string): string;
export function fieldType(spec: Record<string, unknown>, indent?: string): string;
export function nodeTypes(blocks: { name: string; schema?: Record<string, unknown>; description?: string }[]): string;
export function writeNodeTypes(catalogue?: string, file?: string): string;
