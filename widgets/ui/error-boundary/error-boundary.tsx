import { Component, Fragment, type ReactNode } from 'react';
import { BLOCK_ERROR_TEXT, describeElement } from '../../runtime/block-error';
import type { Locale } from '../../../core/i18n/locale';
import { ErrorState } from '../states';

export interface ErrorBoundaryProps {
  locale: Locale;
  /** The block's host element, named in the console error. */
  element: HTMLElement;
  /** Label of the button that renders the block anew, e.g. t('common.retry'). */
  retryLabel: string;
  /** Show the error on the block too (an editor's debug view). */
  debug?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  reason?: string;
  /** Renders after a retry: a new key mounts the block afresh, so it loads its data again. */
  attempt: number;
}

/**
 * Catches a render error inside a block: shows the localized message with a retry and logs one
 * `[estate-blocks]` error. The retry mounts the block again; it stays if the block now renders.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, reason: String(error) };
  }

  override componentDidCatch(error: unknown): void {
    this.props.element.setAttribute('data-block-state', 'error');
    console.error(`[estate-blocks] ${describeElement(this.props.element)}: expected the block to render, received ${String(error)}`);
  }

  private retry = () => {
    this.props.element.setAttribute('data-block-state', 'mounted');
    this.setState(({ attempt }) => ({ failed: false, reason: undefined, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.failed) {
      return (
        <>
          <ErrorState message={BLOCK_ERROR_TEXT[this.props.locale]} retryLabel={this.props.retryLabel} onRetry={this.retry} />
          {this.props.debug && <pre className="eb-block-message__detail">{`Expected the block to render\nReceived ${this.state.reason}`}</pre>}
        </>
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
