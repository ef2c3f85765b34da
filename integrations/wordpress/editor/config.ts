/** What the plugin's PHP hands the editor (window.estateBlocksEditor, printed before editor.js). */
import type { ConfigSchema } from '../../../core/config/config-schema';

export interface BlockInfo {
  name: string;
  schema: ConfigSchema;
  example?: Record<string, unknown>;
  description: string;
}
export interface EditorConfig {
  blocks: BlockInfo[];
  api: string;
  siteId: string;
  locale: string;
  /** Attributes of the loader's script tag (src, data-site-id, data-api, data-routes, integrity …). */
  script: Record<string, string>;
}

export const config = () => (window as unknown as { estateBlocksEditor: EditorConfig }).estateBlocksEditor;
