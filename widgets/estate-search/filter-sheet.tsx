import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface FilterSheetProps {
  open: boolean;
  title: string;
  closeLabel: string;
  /** The sticky button that closes the sheet on the results, e.g. "Show 1.597 estates". */
  showLabel: string;
  /** "Clear all" beside it, only when a filter is set. */
  clear?: { label: string; onClear: () => void };
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a full-height modal dialog (native <dialog>: focus kept inside, Escape closes,
 * the page behind inert) with its title, a close button and a sticky "Show N results" button.
 */
export function FilterSheet({ open, title, closeLabel, showLabel, clear, onClose, children }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `eb-sheet-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  useEffect(
    function showOrHide() {
      const element = dialog.current;
      if (!element) return;
      if (open && !element.open) element.showModal();
      if (!open && element.open) element.close();
    },
    [open],
  );
  return (
    <dialog
      ref={dialog}
      className="eb-filter-sheet"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="eb-filter-sheet__header">
            <h2 id={titleId} className="eb-filter-sheet__title">{title}</h2>
            <button type="button" className="eb-filter-sheet__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="eb-filter-sheet__body">{children}</div>
          <div className="eb-filter-sheet__footer">
            {clear ? (
              <button type="button" className="eb-estate-search__button" onClick={clear.onClear}>
                {clear.label}
              </button>
            ) : null}
            <button type="button" className="eb-estate-search__submit eb-filter-sheet__show" onClick={onClose}>
              {showLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
