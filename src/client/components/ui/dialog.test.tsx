// The shared dialog's focus (issue 21, item 10): it opens on the control asked for, and closing it
// gives the focus back to the element that opened it, or to the screen's heading when that is gone.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

const settle = () => new Promise((r) => setTimeout(r, 10));

function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <h1>Game Settings</h1>
      {!done && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Sure?" initialFocus={keep}>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            if (removeOpener) setDone(true);
          }}
        >
          Go ahead
        </button>
        <button ref={keep} type="button" onClick={() => setOpen(false)}>
          Keep
        </button>
      </Dialog>
    </main>
  );
}

describe('Dialog focus', () => {
  it('opens on the control asked for and gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    await user.keyboard('{Escape}');
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it("falls back to the screen's heading when the opener is gone", async () => {
    const user = userEvent.setup();
    render(<Page removeOpener />);
    screen.getByRole('button', { name: 'Open' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Go ahead' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Game Settings' }));
  });
});
