export interface AddressParts {
  street?: string | null;
  number?: string | number | null;
  box?: string | number | null;
  zip?: string | number | null;
  /** City name, already the locale's alias when it has one. */
  city?: string | null;
  /** false → empty line (spec §3). */
  visible?: boolean | null;
}

/** True when `line` ends with `token` as a word of its own ('… bus 14' ends with '14', '… 114' does not). */
function endsWithToken(line: string, token: string): boolean {
  if (!line.toLowerCase().endsWith(token.toLowerCase())) return false;
  const before = line.slice(0, line.length - token.length);
  return before === '' || /[\s/]$/.test(before);
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * Address rule (spec §3): street and number joined, then ' / box' if a box exists, then ', zip city'
 * when known; '' when the address is not visible. 'Kerkstraat 12 / B2, 9000 Gent'.
 */
export function formatAddressLine(parts: AddressParts | null | undefined): string {
  if (!parts || parts.visible === false) return '';
  let street = [text(parts.street), text(parts.number)].filter(Boolean).join(' ');
  const box = text(parts.box);
  // A one-line street ('Schoolstraat 32 bus 14') may hold the box already: never print it twice.
  if (street && box && !endsWithToken(street, box)) street += ` / ${box}`;
  const place = [text(parts.zip), text(parts.city)].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
