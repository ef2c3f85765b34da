// C0 controls except tab, line feed and carriage return (a message keeps its lines), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Text typed by a visitor without NUL and other control characters, which no stored text needs. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, '');
}
