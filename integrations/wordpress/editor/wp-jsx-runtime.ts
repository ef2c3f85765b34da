/** `react/jsx-runtime` for the editor bundle, over wp.element.createElement. */
import { wp } from './wp';

type Props = Record<string, unknown> | null;
export const Fragment = wp.element.Fragment;
export function jsx(type: Parameters<typeof wp.element.createElement>[0], props: Props, key?: string | number) {
  return wp.element.createElement(type, key === undefined ? props : { ...props, key });
}
export const jsxs = jsx;
