// UI texts of the loader blocks (fr), owned by the loader engineer. Merged into core/i18n/catalogues/fr.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
