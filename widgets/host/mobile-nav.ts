import { LitElement } from 'lit';

/**
 * `<eb-mobile-nav>` enhances host markup (spec §2 "Mobile navigation"): a `[data-nav-toggle]` button
 * opens the `[data-nav-panel]` side panel (right offset 0) and `[data-nav-close]` closes it
 * (right offset -270px, spec §9). While open, Escape closes it and Tab stays among the toggle and the
 * panel; focus returns to the toggle on close. Light DOM, so the host's markup and the shipped CSS file apply.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

export class EbMobileNav extends LitElement {
  static override properties = { open: { type: Boolean, reflect: true } };
  declare open: boolean;
  private toggle: HTMLElement | null = null;
  private panel: HTMLElement | null = null;
  private closer: HTMLElement | null = null;

  constructor() {
    super();
    this.open = false;
  }

  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback() {
    super.connectedCallback();
    // Children may not be parsed yet when the element connects (streaming parser, fragment insertion).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.wire(), { once: true });
    else queueMicrotask(() => this.wire());
  }

  private wire() {
    if (!this.isConnected || this.toggle) return;
    this.toggle = this.querySelector('[data-nav-toggle]');
    this.panel = this.querySelector('[data-nav-panel]');
    this.closer = this.querySelector('[data-nav-close]');
    if (!this.toggle || !this.panel) {
      console.error('[estate-blocks] <eb-mobile-nav> expected a [data-nav-toggle] button and a [data-nav-panel] element inside; received', this.innerHTML.slice(0, 120));
      return;
    }
    this.panel.id ||= `eb-mobile-nav-${Math.random().toString(36).slice(2, 10)}`;
    this.toggle.classList.add('eb-mobile-nav__toggle');
    this.panel.classList.add('eb-mobile-nav__panel');
    this.closer?.classList.add('eb-mobile-nav__close');
    this.toggle.setAttribute('aria-controls', this.panel.id);
    this.toggle.addEventListener('click', this.onToggle);
    this.closer?.addEventListener('click', this.onClose);
    this.addEventListener('keydown', this.onKeydown);
    this.requestUpdate();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.toggle?.removeEventListener('click', this.onToggle);
    this.closer?.removeEventListener('click', this.onClose);
    this.removeEventListener('keydown', this.onKeydown);
    this.toggle = this.panel = this.closer = null;
  }

  protected override updated(changed: Map<string, unknown>) {
    if (!this.toggle || !this.panel) return;
    this.toggle.setAttribute('aria-expanded', String(this.open));
    this.panel.classList.toggle('eb-mobile-nav__panel--open', this.open);
    // Closed panel content must not be reachable by Tab or a screen reader.
    this.panel.inert = !this.open;
    if (!changed.has('open') || changed.get('open') === undefined) return;
    if (this.open) (this.closer ?? this.panel.querySelector<HTMLElement>('a, button'))?.focus();
    else this.toggle.focus();
  }

  private onToggle = () => {
    this.open = !this.open;
  };

  private onClose = () => {
    this.open = false;
  };

  private onKeydown = (event: KeyboardEvent) => {
    if (!this.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      this.open = false;
    } else if (event.key === 'Tab') {
      this.keepTabInside(event);
    }
  };

  /** While open, Tab cycles through the toggle and the panel's controls: focus never slips behind the panel. */
  private keepTabInside(event: KeyboardEvent) {
    const stops = [this.toggle, ...(this.panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el): el is HTMLElement => !!el && !el.hasAttribute('disabled'));
    if (stops.length === 0) return;
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !stops.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !stops.includes(active as HTMLElement))) {
      event.preventDefault();
      first.focus();
    }
  }
}
