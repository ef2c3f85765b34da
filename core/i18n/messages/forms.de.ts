// UI texts of the forms blocks (de), owned by the forms engineer. Merged into core/i18n/catalogues/de.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
