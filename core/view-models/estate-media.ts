import type { Estate, EstatePicture, EnergyValues } from '../model/estate';
import { VIRTUAL_VISIT_LINK_TYPE } from '../model/head-type';
import { isEmptyDisplayValue } from '../display/empty';
import { stickerDisplay, type StickerDisplay } from '../display/sticker';
import { epcBarPercentage } from '../format/epc-bar';
import { formatEpc, formatSize, formatSurface } from '../format/units';
import { createField, localText } from './field';
import type { DisplayField, ViewModelLabels } from './types';

export interface PictureView {
  file: string;
  /** The thumbnail, falling back to the full file (spec §9). */
  thumbnail: string;
  index: number;
  description: string;
}

export interface PicturesView {
  /** First picture after sorting by index (spec §9); null when there are none. */
  main: PictureView | null;
  all: PictureView[];
}

/** Pictures sorted by index, the first is the main image, thumbnails fall back to the file (spec §9). */
export function picturesView(pictures: EstatePicture[] | null | undefined, labels: ViewModelLabels): PicturesView {
  const all = (pictures ?? [])
    .filter((p) => typeof p?.file === 'string' && p.file !== '')
    .map((p, order) => ({ p, order }))
    .sort((a, b) => (a.p.index ?? 0) - (b.p.index ?? 0) || a.order - b.order)
    .map(({ p }) => ({ file: p.file, thumbnail: p.thumbnail || p.file, index: p.index, description: localText(p.description, labels) }));
  return { main: all[0] ?? null, all };
}

/** The virtual visit link: the video of type 2 (spec §3); null when absent. */
export function virtualVisitLink(estate: Estate): string | null {
  return estate.videos?.find((v) => v.typeId === VIRTUAL_VISIT_LINK_TYPE && v.link)?.link ?? null;
}

export interface FileView {
  type: string;
  /** The document type's label, else a generic 'Document' (never the type code). */
  label: string;
  link: string;
  comment: string;
}

export function filesView(estate: Estate, labels: ViewModelLabels): FileView[] {
  return (estate.files ?? []).filter((f) => f?.link).map((f) => ({
    type: f.type,
    label: labels.enumLabel('FileType', f.type) || labels.t('detail.file.document'),
    link: f.link,
    comment: localText(f.comment, labels),
  }));
}

const DISTANCE_KEYS: Record<string, string> = {
  shops: 'field.environments.distanceShops',
  transport: 'field.environments.distancePublicTransport',
  publictransport: 'field.environments.distancePublicTransport',
  school: 'field.environments.distanceSchool',
  beach: 'field.environments.distanceBeach',
  highway: 'field.environments.distanceHighway',
};

/** Surroundings: environment codes by their label, distances (shops, transport, school, beach) in m (spec §9). */
export function environmentFields(estate: Estate, labels: ViewModelLabels): DisplayField[] {
  return (estate.environments ?? []).map((env) => {
    const code = String(env.code).toLowerCase().replace(/[^a-z]/g, '');
    const distanceKey = Object.hasOwn(DISTANCE_KEYS, code) ? DISTANCE_KEYS[code] : undefined;
    if (distanceKey) return createField({ key: distanceKey, raw: env.distance, kind: 'size', information: env.comment }, labels);
    return createField(
      {
        key: 'field.environments.environment',
        raw: env.code,
        enumName: 'Environment',
        label: env.name || labels.fieldLabel('field.environments.environment'),
        information: env.comment,
      },
      labels,
    );
  });
}

export interface ExtraFieldsView {
  text: DisplayField[];
  bigText: DisplayField[];
  other: DisplayField[];
}

/** Extra fields split by type TEXT, BIGTEXT and other (spec §3), labelled by their own per-language label. */
export function extraFieldsView(estate: Estate, labels: ViewModelLabels): ExtraFieldsView {
  const out: ExtraFieldsView = { text: [], bigText: [], other: [] };
  for (const extra of estate.extraFields ?? []) {
    const field = createField({ key: `field.extraFields.${extra.extra_field_autoid}`, raw: extra.value, label: localText(extra.value_lang_string, labels), kind: 'text' }, labels);
    (extra.type === 'TEXT' ? out.text : extra.type === 'BIGTEXT' ? out.bigText : out.other).push(field);
  }
  return out;
}

export interface RentalOptionView {
  description: string;
  area: string;
  distance: string;
}

export function rentalOptionsView(estate: Estate, labels: ViewModelLabels): RentalOptionView[] {
  return (estate.rentalOptions ?? []).map((o) => ({
    description: localText(o.description, labels),
    area: isEmptyDisplayValue(o.area) ? '' : formatSurface(o.area),
    distance: isEmptyDisplayValue(o.distance) ? '' : formatSize(o.distance),
  }));
}

export interface ContactPersonView {
  name: string;
  firstname: string;
  lastname: string;
  /** The mobile number ('' when none). */
  mobile: string;
  /** The phone number when there is no mobile (spec §3: mobile or phone), else ''. */
  phone: string;
  email: string;
  picture: string | null;
  description: string;
}

/** The contact person (sales rep) or null when there is nobody to show. */
export function contactPersonView(estate: Estate, labels: ViewModelLabels): ContactPersonView | null {
  const rep = estate.salesRep;
  if (!rep) return null;
  const firstname = rep.firstname ?? '';
  const lastname = rep.lastname ?? '';
  const name = [firstname, lastname].filter(Boolean).join(' ') || rep.name || '';
  const view = { name, firstname, lastname, mobile: rep.mobile || '', phone: rep.mobile ? '' : rep.phone || '', email: rep.email ?? '', picture: rep.picture || null, description: localText(rep.description, labels) };
  return view.name || view.mobile || view.phone || view.email ? view : null;
}

export interface EpcView {
  /** '245 kWh/m²'. */
  value: string;
  /** Bar position 0..100, whole: epcValue / 700 × 100 (spec §9). */
  percentage: number;
  /** Energy label code (e.g. 'B', 'A+') or null. */
  labelCode: string | null;
  /** Localized label text: the custom EPC label, else the enumeration label, else the code. */
  label: string;
}

/** EPC bar and label of an energy block, or null when it has neither a value nor a label. */
export function epcView(energy: EnergyValues | null | undefined, labels: ViewModelLabels): EpcView | null {
  if (!energy) return null;
  const hasValue = !isEmptyDisplayValue(energy.epcValue);
  const code = isEmptyDisplayValue(energy.energyLabel) ? null : String(energy.energyLabel);
  const custom = isEmptyDisplayValue(energy.customEpcLabel) ? '' : String(energy.customEpcLabel);
  if (!hasValue && !code && !custom) return null;
  return {
    value: hasValue ? formatEpc(energy.epcValue) : '',
    percentage: hasValue ? Math.round(epcBarPercentage(energy.epcValue)) : 0,
    labelCode: code,
    label: custom || (code ? labels.enumLabel('EnergyLabel', code) : ''),
  };
}

export function stickerView(estate: Estate): StickerDisplay | null {
  return stickerDisplay(estate.general?.sticker);
}
