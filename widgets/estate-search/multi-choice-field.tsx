import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxGroup } from '../ui/form/checkbox-group';
import type { SelectOption } from '../ui/form/select-field';

export interface MultiChoiceFieldProps {
  name: string;
  label: string;
  /** The button's text when nothing is checked. */
  anyLabel: string;
  options: SelectOption[];
  /** Checked option values. */
  value: string[];
  onChange: (value: string[]) => void;
}

const CHECKS = {
  group: 'eb-estate-search__group',
  legend: 'eb-visually-hidden',
  options: 'eb-estate-search__group-options',
  check: 'eb-estate-search__check',
  checkbox: 'eb-estate-search__checkbox',
  label: 'eb-estate-search__check-label',
};

/**
 * A list filter as a select-sized disclosure button (naming what is checked) over a checkbox group, as
 * Belgian portals show property types: the form row keeps its height whatever the number of choices.
 */
export function MultiChoiceField({ name, label, anyLabel, options, value, onChange }: MultiChoiceFieldProps) {
  const id = `eb-choice-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!field.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const names = options.filter((o) => value.includes(o.value)).map((o) => o.label);
  // A value the options do not list (yet) still counts, so the button never claims "all".
  const summary = names.length ? names.join(', ') : value.length ? String(value.length) : anyLabel;
  return (
    <div
      ref={field}
      className={`eb-estate-search__field eb-estate-search__field--${name}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(e) => {
        if (!field.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span className="eb-estate-search__label" id={`${id}-label`}>{label}</span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="eb-input eb-estate-search__disclosure"
        aria-labelledby={`${id}-label ${id}-button`}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <span className="eb-estate-search__disclosure-text">{summary}</span>
      </button>
      <div id={`${id}-panel`} className="eb-estate-search__panel" hidden={!open}>
        <CheckboxGroup id={`${id}-group`} name={name} legend={label} options={options} value={value} onChange={(v) => onChange(v)} classes={CHECKS} />
      </div>
    </div>
  );
}
