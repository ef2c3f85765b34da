/** Lower case without accents or surrounding spaces: how place names are compared (matching, sorting). */
export const foldName = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
