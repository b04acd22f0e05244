// SPEC §2 Game settings: one category of the list, with its toggle and the info button that
// expands its description. The eleven and a group's own categories (issue 24) use the same row;
// an own one is marked "Yours" and keeps its Edit and Delete under the description. Every name
// and description is plain text (React escapes it), wherever it came from.
import { Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ContentType } from '../../../engine';
import { cn } from '../../components/ui/cn';
import { Switch } from '../../components/ui/switch';

export interface CategoryRowProps {
  category: { name: string; description: string; type: ContentType };
  selected: boolean;
  onToggle: () => void;
  /** A short mark beside the type ("Yours"). */
  badge?: string;
  /** Shown under the description when it is open (an own category's Edit and Delete). */
  children?: ReactNode;
}

export function CategoryRow({ category, selected, onToggle, badge, children }: CategoryRowProps) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const descriptionId = useId();
  return (
    <li
      className={cn(
        'rounded-2xl border p-1 pl-4 transition-colors',
        selected ? 'border-primary/70 bg-primary/10' : 'border-line bg-surface-raised/60',
      )}
    >
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1 py-2">
          <p id={nameId} className="font-semibold break-words">
            {category.name}
          </p>
          <p className="text-sm text-fg-muted">
            {badge && <span className="font-semibold text-accent">{`${badge} · `}</span>}
            <span className="capitalize">{category.type}</span>
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={descriptionId}
          aria-label={`About ${category.name}`}
          onClick={() => setOpen((v) => !v)}
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-xl text-fg-muted hover:bg-line/60 hover:text-fg',
            open && 'text-accent',
          )}
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
        <Switch checked={selected} onCheckedChange={onToggle} aria-labelledby={nameId} />
      </div>
      <p id={descriptionId} hidden={!open} className="pr-3 pb-3 break-words text-fg-muted">
        {category.description === '' ? 'No description.' : category.description}
      </p>
      {children && (
        <div hidden={!open} className="pr-3 pb-3">
          {children}
        </div>
      )}
    </li>
  );
}
