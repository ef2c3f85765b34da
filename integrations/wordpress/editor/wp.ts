/**
 * WordPress's editor globals (wp.blocks, wp.element, wp.components, wp.blockEditor): WordPress loads
 * them for the editor, so the plugin bundles none of them. Typed with what this code uses.
 */
import type { ComponentType, ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };
type Component<P = Props> = ComponentType<P & { children?: ReactNode }>;

export interface BlockEditProps<A> {
  attributes: A;
  setAttributes(next: Partial<A>): void;
  isSelected: boolean;
  clientId: string;
}

export interface WpGlobals {
  element: typeof import('react');
  blocks: {
    registerBlockType(name: string, settings: Record<string, unknown>): unknown;
  };
  blockEditor: {
    InspectorControls: Component;
    useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  };
  components: {
    PanelBody: Component<{ title: string; initialOpen?: boolean }>;
    SelectControl: Component<{ label: string; value: string; options: { label: string; value: string }[]; onChange(v: string): void; help?: string }>;
    TextControl: Component<{ label: string; value: string; onChange(v: string): void; type?: string; help?: string; min?: number; max?: number; step?: number | string }>;
    ToggleControl: Component<{ label: string; checked: boolean; onChange(v: boolean): void; help?: string }>;
    CheckboxControl: Component<{ label: string; checked: boolean; onChange(v: boolean): void }>;
    FormTokenField: Component<{ label: string; value: string[]; suggestions: string[]; onChange(v: (string | { value: string })[]): void; onInputChange?(v: string): void; __experimentalExpandOnFocus?: boolean; __experimentalShowHowTo?: boolean; __experimentalValidateInput?(v: string): boolean }>;
    Notice: Component<{ status: 'error' | 'warning' | 'info'; isDismissible?: boolean }>;
    Spinner: Component<Record<string, never>>;
  };
}

export const wp = (window as unknown as { wp: WpGlobals }).wp;
