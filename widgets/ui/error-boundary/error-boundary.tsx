import { Component, type ReactNode } from 'react';
import { BLOCK_ERROR_TEXT, describeElement } from '../../runtime/block-error';
import type { Locale } from '../../../core/i18n/locale';
import { BlockMessage } from '../block-message/block-message';

export interface ErrorBoundaryProps {
  locale: Locale;
  /** The block's host element, named in the console error. */
  element: HTMLElement;
  /** Show the error on the block too (an editor's debug view). */
  debug?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  reason?: string;
}

/** Catches a render error inside a block: shows the localized message and logs one `[estate-blocks]` error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reason: String(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.element.setAttribute('data-block-state', 'error');
    console.error(`[estate-blocks] ${describeElement(this.props.element)}: expected the block to render, received ${String(error)}`);
  }

  override render() {
    if (this.state.failed) {
      const message = <BlockMessage tone="error">{BLOCK_ERROR_TEXT[this.props.locale]}</BlockMessage>;
      if (!this.props.debug) return message;
      return (
        <>
          {message}
          <pre className="eb-block-message__detail">{`Expected the block to render\nReceived ${this.state.reason}`}</pre>
        </>
      );
    }
    return this.props.children;
  }
}
