// UI texts of the rental blocks (fr), owned by the rental engineer. Merged into core/i18n/catalogues/fr.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
