/** `react` for the editor bundle: WordPress's wp.element (its own React), never a second copy. */
import { wp } from './wp';

const element = wp.element;
export default element;
export const { createElement, Fragment, useState, useEffect, useRef, useMemo, useCallback } = element;
