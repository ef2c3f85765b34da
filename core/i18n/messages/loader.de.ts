// UI texts of the loader blocks (de), owned by the loader engineer. Merged into core/i18n/catalogues/de.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
