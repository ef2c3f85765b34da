// UI texts of the loader blocks (en), owned by the loader engineer. Merged into core/i18n/catalogues/en.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
