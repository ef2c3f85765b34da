/** What a block's configuration schema declares per key (config-schema.ts checks a node against it). */
import type { ConfigUrlKind } from '../security/config-url';

export type FieldSpec =
  | {
      type: 'string';
      values?: readonly string[];
      pattern?: string;
      patternHint?: string;
      /** A URL-like key: only what this kind allows (core/security/config-url.ts), besides `keywords`. */
      url?: ConfigUrlKind;
      /** Words a URL-like key also accepts, e.g. "auto". */
      keywords?: readonly string[];
    }
  | { type: 'number'; integer?: boolean; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'string[]'; values?: readonly string[] }
  | { type: 'number[]' }
  | { type: 'object'; fields?: ConfigSchema }
  /** A search body's query (DESIGN §5): known criteria and field paths only (core/query/validate-node-query.ts). */
  | { type: 'search-query' };

export type FieldDefinition = FieldSpec & {
  /** One line for the README and the block catalogue page. */
  description: string;
  required?: boolean;
  default?: unknown;
};

export type ConfigSchema = Record<string, FieldDefinition>;

