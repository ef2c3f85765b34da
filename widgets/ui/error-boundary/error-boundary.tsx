import { Component, type ReactNode } from 'react';
import { BLOCK_ERROR_TEXT, describeElement } from '../../runtime/block-error';
import type { Locale } from '../../../core/i18n/locale';
import { BlockMessage } from '../block-message/block-message';

export interface ErrorBoundaryProps {
  locale: Locale;
  /** The block's host element, named in the console error. */
  element: HTMLElement;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a render error inside a block: shows the localized message and logs one `[estate-blocks]` error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.element.setAttribute('data-block-state', 'error');
    console.error(`[estate-blocks] ${describeElement(this.props.element)}: expected the block to render, received ${String(error)}`);
  }

  override render() {
    if (this.state.failed) return <BlockMessage tone="error">{BLOCK_ERROR_TEXT[this.props.locale]}</BlockMessage>;
    return this.props.children;
  }
}
