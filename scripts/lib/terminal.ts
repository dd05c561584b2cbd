/**
 * Visitor input made safe for an operator's terminal: control characters (ESC sequences that
 * retitle the window, clear the screen or fake output; C1 controls; DEL) and the bidirectional
 * overrides that reorder text are printed escaped as \uXXXX, so what a visitor typed can never act.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const printable = (value: unknown): string =>
  String(value ?? '').replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
