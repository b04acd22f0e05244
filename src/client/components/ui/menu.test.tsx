// The app's menu button (issue 22: the account menu without radix) behaves as the WAI-ARIA menu
// button pattern says, from the keyboard and the pointer.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './menu';

function renderMenu(onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(
    <div>
      <Menu trigger={<span>sam</span>}>
        <MenuLabel>sam@example.com</MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => onSelect('Settings')}>Settings</MenuItem>
        <MenuItem disabled onSelect={() => onSelect('Busy')}>
          Busy
        </MenuItem>
        <MenuItem
          onSelect={(event) => {
            event.preventDefault();
            onSelect('Stay');
          }}
        >
          Stay
        </MenuItem>
      </Menu>
      <button type="button">Elsewhere</button>
    </div>,
  );
  const trigger = screen.getByRole('button', { name: 'sam' });
  return { user, trigger, onSelect };
}

const focused = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('says it opens a menu, and whether it is open', async () => {
    const { user, trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'sam' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Settings',
      'Busy',
      'Stay',
    ]);
    expect(screen.getByText('sam@example.com').closest('[role="menuitem"]')).toBeNull();
  });

  it('from the keyboard: Enter opens on the first item, arrows wrap, Home and End, Escape returns the focus', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Busy'); // a disabled item can hold the focus
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Stay');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{End}');
    expect(focused()).toBe('Stay');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Stay'); // ArrowUp on the trigger opens on the last item
  });

  it('a pick runs the item and closes the menu, unless the item keeps it open; a disabled item does nothing', async () => {
    const { user, trigger, onSelect } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Busy' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Busy' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Stay' }));
    expect(onSelect).toHaveBeenLastCalledWith('Stay');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Settings');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a tap outside, Tab, or the trigger again closes it', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
