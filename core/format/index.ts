export { formatNumber, formatNumberTrimmed, toFiniteNumber, MAX_DECIMALS, type NumericInput } from './number';
export {
  formatCurrency,
  formatSurface,
  formatSize,
  formatEpc,
  formatEpcPerYear,
  formatCo2,
  formatLiquid,
  formatPerSquareMeter,
  formatPercentage,
  keepAmountsWhole,
} from './units';
export { formatDate, formatTime, formatDateTime, toWallClock, brusselsOffsetMs, type WallClock, type DateInput } from './date';
export { epcBarPercentage, EPC_BAR_MAX } from './epc-bar';
export { formatKindForField, formatAs, formatField, type FormatKind } from './field-formats';
