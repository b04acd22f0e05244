// A menu button (WAI-ARIA APG "menu button" pattern), small enough for the home screen (issue 22):
// the account menu needed a dropdown, not 36 KB of radix and floating-ui. The trigger says it opens
// a menu (aria-haspopup, aria-expanded); opening moves the focus into the menu (the first item, or
// the last with ArrowUp); ArrowDown/ArrowUp move between items (wrapping), Home/End go to the ends;
// Escape closes and gives the focus back to the trigger; Tab, a pick, a tap outside or the focus
// leaving close it. Disabled items keep the focus (aria-disabled) but do nothing. It opens above its
// trigger, centred on it, and stays in the page's landmarks (no portal).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from './cn';

interface MenuContextValue {
  close: (returnFocus: boolean) => void;
}
const MenuContext = createContext<MenuContextValue | null>(null);

export interface MenuProps {
  /** The trigger's content (its accessible name comes from it). */
  trigger: ReactNode;
  triggerClassName?: string;
  contentClassName?: string;
  /** MenuItem, MenuLabel and MenuSeparator elements. */
  children: ReactNode;
}

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

export function Menu({ trigger, triggerClassName, contentClassName, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  /** Which item takes the focus as the menu opens. */
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const menuId = `${id}-menu`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const show = (at: 'first' | 'last') => {
    setInitial(at);
    setOpen(true);
  };

  // Opening moves the focus into the menu.
  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menu.current);
    (initial === 'last' ? items.at(-1) : items[0])?.focus();
  }, [open, initial]);

  // A tap or click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return; // the focus moves on as usual
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <MenuContext.Provider value={{ close }}>
      <div
        ref={root}
        className="relative mx-auto w-fit max-w-full"
        onBlur={(event) => {
          // The focus went somewhere outside the menu and its trigger.
          if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node))
            close(false);
        }}
      >
        <button
          ref={button}
          id={triggerId}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          data-state={open ? 'open' : 'closed'}
          className={triggerClassName}
          onClick={() => (open ? close(false) : show('first'))}
          onKeyDown={onTriggerKeyDown}
        >
          {trigger}
        </button>
        {open && (
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            aria-orientation="vertical"
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className={cn(
              'absolute bottom-full left-1/2 mb-2 -translate-x-1/2 animate-fade-in',
              contentClassName,
            )}
          >
            {children}
          </div>
        )}
      </div>
    </MenuContext.Provider>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  /** Runs on a pick (click, Enter, Space); the menu closes unless it calls preventDefault(). */
  onSelect: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function MenuItem({ children, className, disabled = false, onSelect }: MenuItemProps) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-disabled={disabled ? '' : undefined}
      className={className}
      onClick={(event) => {
        if (disabled) return;
        onSelect(event);
        if (!event.defaultPrevented) menu?.close(false);
      }}
      // The item under the pointer takes the focus, as the highlighted one.
      onPointerMove={(event) => {
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
    >
      {children}
    </button>
  );
}

/** Text in the menu that is not an item (the username, "Premium Account"). */
export function MenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className}>{children}</div>;
}

export function MenuSeparator({ className }: { className?: string }) {
  return <div role="separator" aria-orientation="horizontal" className={className} />;
}
