// UI texts of the forms blocks (en), owned by the forms engineer. Merged into core/i18n/catalogues/en.ts.
import type { Messages } from '../types';

export default {} satisfies Messages;
