/** The bundle's i18next source with formatter, backend connector and nesting cut (see i18next-slim.mjs). */
export function slimI18next(source: string): string;
export function i18nextEsmPath(): string;
export function i18nextSlimPlugin(): { name: string; setup(build: unknown): void };
