/** What a key press asks for, outside text fields (B, S, /, ?); Esc belongs to each dialog. */
export type ShortcutAction =
  | { readonly kind: 'ticket'; readonly side: 'BUY' | 'SELL' }
  | { readonly kind: 'search' }
  | { readonly kind: 'help' };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The focused element's tag and whether it is editable. */
  readonly targetTag: string;
  readonly targetEditable: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (TYPING_TAGS.has(press.targetTag) || press.targetEditable) return null;
  switch (press.key) {
    case 'b':
    case 'B':
      return { kind: 'ticket', side: 'BUY' };
    case 's':
    case 'S':
      return { kind: 'ticket', side: 'SELL' };
    case '/':
      return { kind: 'search' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

/** The instrument B and S trade: the focused row or cell's, else the page's selected one. */
export function focusedInstrument(active: Element | null, root: ParentNode): string | null {
  const own = active?.closest<HTMLElement>('[data-instrument]')?.dataset.instrument;
  if (own) return own;
  return (
    root.querySelector<HTMLElement>('[data-selected-instrument]')?.dataset.selectedInstrument ??
    null
  );
}

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'B', does: 'Buy: open the order ticket on the focused or selected instrument' },
  { keys: 'S', does: 'Sell: open the order ticket on the focused or selected instrument' },
  { keys: 'Esc', does: 'Close the order ticket or this list' },
  { keys: '/', does: 'Search the markets' },
  { keys: '?', does: 'Show this list' },
];
