import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button.tsx';
import { TicketDialog } from '../ticket/TicketDialog.tsx';
import * as css from '../ticket/ticket.css.ts';
import { useTicketOpener } from '../ticket-opener.ts';
import { focusedInstrument, SHORTCUTS, shortcutFor } from './shortcut-keys.ts';

const SEARCH = 'main input[type="search"]';

/** Focuses the market search, going to the futures list first on a page without one. */
function focusSearch(navigate: (to: string) => void) {
  const here = document.querySelector<HTMLInputElement>(SEARCH);
  if (here) {
    here.focus();
    return;
  }
  navigate('/futures');
  const observer = new MutationObserver(() => {
    const input = document.querySelector<HTMLInputElement>(SEARCH);
    if (!input) return;
    observer.disconnect();
    input.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 5_000);
}

/** B and S open the ticket, / focuses market search, ? lists the shortcuts; never while typing. */
export function KeyboardShortcuts() {
  const open = useTicketOpener();
  const [, navigate] = useLocation();
  const [help, setHelp] = useState(false);

  // DOM only: the page's key listener, which acts as a click would.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        targetTag: target?.tagName ?? '',
        targetEditable: target?.isContentEditable ?? false,
      });
      if (action === null) return;
      if (action.kind === 'ticket') {
        const symbol = focusedInstrument(document.activeElement, document);
        if (symbol === null || open === null) return;
        event.preventDefault();
        open({ symbol, side: action.side });
      } else if (action.kind === 'search') {
        event.preventDefault();
        focusSearch(navigate);
      } else {
        event.preventDefault();
        setHelp(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, navigate]);

  if (!help) return null;
  return (
    <TicketDialog
      title="Keyboard shortcuts"
      testId="shortcut-dialog"
      subtitle={<p className={css.muted}>Not while typing in a field.</p>}
      onClose={() => setHelp(false)}
    >
      <dl className={css.figures} data-testid="shortcut-list">
        {SHORTCUTS.map((s) => (
          <div key={s.keys} style={{ display: 'contents' }}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd style={{ textAlign: 'left', fontFamily: 'inherit' }}>{s.does}</dd>
          </div>
        ))}
      </dl>
      <div className={css.actions} style={{ marginTop: 12 }}>
        <Button kind="secondary" onClick={() => setHelp(false)}>
          Close
        </Button>
      </div>
    </TicketDialog>
  );
}
