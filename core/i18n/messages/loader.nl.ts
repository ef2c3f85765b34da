// UI texts of the loader blocks (nl), owned by the loader engineer. Merged into core/i18n/catalogues/nl.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
