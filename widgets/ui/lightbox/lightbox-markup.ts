import type { LightboxLabels } from './lightbox-types';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ICONS = {
  close: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 5l14 14M19 5L5 19"/></svg>',
  prev: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15 4l-8 8 8 8"/></svg>',
  next: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M9 4l8 8-8 8"/></svg>',
};

/**
 * GLightbox's dialog shell with our accessible names: role=dialog, aria-modal and a localized aria-label.
 * The ids and g* classes are the ones GLightbox looks up.
 */
export function lightboxHtml(labels: LightboxLabels): string {
  return `<div id="glightbox-body" class="glightbox-container eb-lightbox" tabindex="-1" role="dialog" aria-modal="true" aria-label="${escapeHtml(labels.dialog)}">
<div class="gloader visible"></div>
<div class="goverlay"></div>
<div class="gcontainer">
<div id="glightbox-slider" class="gslider"></div>
<button type="button" class="gclose gbtn" aria-label="${escapeHtml(labels.close)}">${ICONS.close}</button>
<button type="button" class="gprev gbtn" aria-label="${escapeHtml(labels.previous)}">${ICONS.prev}</button>
<button type="button" class="gnext gbtn" aria-label="${escapeHtml(labels.next)}">${ICONS.next}</button>
</div>
</div>`;
}

/** The slide shell; the title is a paragraph so the dialog adds no heading to the page outline. */
export const SLIDE_HTML = `<div class="gslide">
<div class="gslide-inner-content">
<div class="ginner-container">
<div class="gslide-media"></div>
<div class="gslide-description">
<div class="gdesc-inner">
<p class="gslide-title"></p>
<div class="gslide-desc"></div>
</div>
</div>
</div>
</div>
</div>`;

export { escapeHtml };
