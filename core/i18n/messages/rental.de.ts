// UI texts of the rental blocks (de), owned by the rental engineer. Merged into core/i18n/catalogues/de.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
