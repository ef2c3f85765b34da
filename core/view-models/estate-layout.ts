import type { Estate, FloorRoom, LayoutRoom } from '../model/estate';
import { ROOM_TYPE } from '../model/head-type';
import { isEmptyDisplayValue } from '../display/empty';
import { toFiniteNumber } from '../format/number';
import { formatSurface } from '../format/units';
import { localText } from './field';
import { floorText } from './floor-label';
import type { ViewModelLabels } from './types';

/** Room type ids of spec §3 in display order: 1 bedroom, 5 bathroom, 16 toilet, 6 garage, 14 parking space, 10 terrace. */
export const ROOM_TYPE_ORDER = [ROOM_TYPE.BEDROOM, ROOM_TYPE.BATHROOM, ROOM_TYPE.TOILET, ROOM_TYPE.GARAGE, ROOM_TYPE.PARKING_SPACE, ROOM_TYPE.TERRACE] as const;

export type RoomTypeName = 'bedroom' | 'bathroom' | 'toilet' | 'garage' | 'parkingSpace' | 'terrace';

const ROOM_TYPE_NAME: Record<number, RoomTypeName> = {
  [ROOM_TYPE.BEDROOM]: 'bedroom',
  [ROOM_TYPE.BATHROOM]: 'bathroom',
  [ROOM_TYPE.TOILET]: 'toilet',
  [ROOM_TYPE.GARAGE]: 'garage',
  [ROOM_TYPE.PARKING_SPACE]: 'parkingSpace',
  [ROOM_TYPE.TERRACE]: 'terrace',
};

export interface RoomView {
  name: string;
  /** '14,00 m²' or ''. */
  surface: string;
  comment: string;
  /** A common (shared) room of the building. */
  common: boolean;
  /** Number of such rooms (floor rooms), 1 for single rooms. */
  count: number;
  typeId: number | null;
  typeName: RoomTypeName | null;
}

export interface FloorView {
  level: number;
  name: string;
  rooms: RoomView[];
}

export interface RoomTypeSummary {
  typeId: number;
  typeName: RoomTypeName;
  /** Localized 'field.layout.roomType.<id>'. */
  label: string;
  count: number;
}

export interface LayoutView {
  rooms: RoomView[];
  /** Floors grouped by level ascending (spec §9), rooms by their sort order. */
  floors: FloorView[];
  /** Counts per known room type, in ROOM_TYPE_ORDER, only types present. */
  roomTypes: RoomTypeSummary[];
}

function typeLabel(typeId: number | undefined, labels: ViewModelLabels): string {
  return typeId !== undefined && Object.hasOwn(ROOM_TYPE_NAME, typeId) ? labels.t(`field.layout.roomType.${typeId}`) : '';
}

function roomView(room: LayoutRoom | FloorRoom, labels: ViewModelLabels, count: number, common: boolean): RoomView {
  const typeId = typeof room.typeId === 'number' ? room.typeId : null;
  return {
    name: localText(room.name, labels) || typeLabel(room.typeId, labels),
    surface: isEmptyDisplayValue(room.surface) ? '' : formatSurface(room.surface),
    comment: localText(room.comment, labels),
    common,
    count,
    typeId,
    typeName: typeId !== null && Object.hasOwn(ROOM_TYPE_NAME, typeId) ? ROOM_TYPE_NAME[typeId] : null,
  };
}

/** Rooms, floors by level ascending and room-type counts (from the room list, else from the floors). */
export function layoutView(estate: Estate, labels: ViewModelLabels): LayoutView {
  const rooms = (estate.layout?.rooms ?? []).map((r) => roomView(r, labels, 1, r.common === true));
  const floors = [...(estate.layout?.floors ?? [])]
    .filter((f) => toFiniteNumber(f?.level) !== null)
    .sort((a, b) => a.level - b.level)
    .map((floor) => ({
      level: floor.level,
      // The ground floor and basements by their names (DESIGN §3): a feed's 'Verdieping 0' says neither.
      name: floor.level <= 0 ? floorText(floor.level, labels) : localText(floor.name, labels),
      rooms: [...(floor.rooms ?? [])]
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
        .map((r) => roomView(r, labels, Math.max(1, toFiniteNumber(r.count) ?? 1), false)),
    }));
  // The rooms the page lists (by floor when the feed has floors, with their counts) are the rooms it counts.
  const floorRooms = floors.flatMap((f) => f.rooms);
  const counted = floorRooms.length > 0 ? floorRooms : rooms;
  const roomTypes: RoomTypeSummary[] = [];
  for (const typeId of ROOM_TYPE_ORDER) {
    const count = counted.filter((r) => r.typeId === typeId).reduce((sum, r) => sum + r.count, 0);
    if (count > 0) roomTypes.push({ typeId, typeName: ROOM_TYPE_NAME[typeId], label: typeLabel(typeId, labels), count });
  }
  return { rooms, floors, roomTypes };
}
