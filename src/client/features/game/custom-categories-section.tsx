// Issue 24, part 1 (decision 021): the group's own categories on the game settings screen. Listed
// and picked like the eleven (the same row, marked "Yours"), added with a short form, edited and
// deleted only after a confirmation. The device's list is the game's source (read at once, works
// offline); a signed-in user's list is kept on the account too (custom-categories-sync.ts). A game
// in progress keeps the definitions it started with: the engine takes a new list in setup only.
// Loaded lazily by the settings screen, so the home screen's JavaScript does not grow.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  CATEGORIES,
  CONTENT_TYPES,
  CUSTOM_DESCRIPTION_MAX,
  CUSTOM_NAME_MAX,
  CUSTOM_CATEGORY_PREFIX,
  MAX_CUSTOM_CATEGORIES,
  resolveCategory,
  SENTENCE_LIMITS,
  type ContentType,
  type CustomCategory,
  type CustomCategoryId,
} from '../../../engine';
import { customCategoryProblem } from '../../../generator/category-safety';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { toastError } from '../../components/toast/toast-store';
import { readGeneratorSettings } from '../../lib/generator-settings';
import { CategoryRow } from './category-row';
import {
  readDeviceCategories,
  writeDeviceCategories,
  type DeviceCategories,
} from './custom-categories-storage';
import {
  pushCategory,
  pushDeletion,
  signedInHere,
  syncWithAccount,
} from './custom-categories-sync';
import { useGameSession, useGameStore } from './game-store';

export const CUSTOM_CATEGORY_TEXTS = {
  nameRequired: 'Please give the category a name.',
  nameTooLong: `Names can be at most ${CUSTOM_NAME_MAX} characters.`,
  descriptionTooLong: `Descriptions can be at most ${CUSTOM_DESCRIPTION_MAX} characters.`,
  nameTaken: 'There is already a category with this name.',
  full: `You have ${MAX_CUSTOM_CATEGORIES} categories of your own, the most you can keep. Delete one to add another.`,
} as const;

const sameList = (a: readonly CustomCategory[] = [], b: readonly CustomCategory[] = []): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A fresh id for a new category: `custom-` and 12 random letters or digits (crypto). */
export function newCustomCategoryId(): CustomCategoryId {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${CUSTOM_CATEGORY_PREFIX}${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

const typeLabel = (type: ContentType): string =>
  type === 'story'
    ? `Story (up to ${SENTENCE_LIMITS.story} sentences)`
    : `Statement (${SENTENCE_LIMITS.statement} sentence)`;

interface Draft {
  name: string;
  description: string;
  type: ContentType;
}

type Problems = Partial<Record<'name' | 'description', string>>;

/** What is wrong with a draft, field by field (the same limits and words as the account's API). */
export function draftProblems(
  draft: Draft,
  others: readonly CustomCategory[],
  ageRange = readGeneratorSettings().ageRange,
): Problems {
  const name = draft.name.trim();
  const description = draft.description.trim();
  const problems: Problems = {};
  if (name === '') problems.name = CUSTOM_CATEGORY_TEXTS.nameRequired;
  else if (name.length > CUSTOM_NAME_MAX) problems.name = CUSTOM_CATEGORY_TEXTS.nameTooLong;
  else if ([...CATEGORIES, ...others].some((c) => c.name.toLowerCase() === name.toLowerCase()))
    problems.name = CUSTOM_CATEGORY_TEXTS.nameTaken;
  if (description.length > CUSTOM_DESCRIPTION_MAX)
    problems.description = CUSTOM_CATEGORY_TEXTS.descriptionTooLong;
  const unsafe = customCategoryProblem(
    {
      name: problems.name ? undefined : name,
      description: problems.description ? undefined : description,
    },
    ageRange,
  );
  if (unsafe) problems[unsafe.field] = unsafe.message;
  return problems;
}

function TextField({
  label,
  value,
  max,
  problem,
  inputRef,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  max: number;
  problem?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  const counterId = useId();
  const problemId = useId();
  const over = value.trim().length > max;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-fg-muted">
          {label}
        </label>
        <span
          id={counterId}
          className={cn('text-sm text-fg-muted tabular-nums', over && 'font-semibold text-danger')}
        >
          <span className="sr-only">Characters used: </span>
          {`${value.trim().length}/${max}`}
        </span>
      </div>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
        aria-invalid={problem !== undefined}
        aria-describedby={[counterId, problem !== undefined && problemId].filter(Boolean).join(' ')}
        autoComplete="off"
        enterKeyHint="next"
        placeholder={placeholder}
        className="min-h-12 w-full rounded-2xl border border-line bg-surface-raised px-4 text-base text-fg placeholder:text-fg-muted/80 focus:border-accent aria-invalid:border-danger"
      />
      {problem !== undefined && (
        <p id={problemId} className="text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The add/edit form: name and description with counters, story or statement, Save and Cancel. */
function CategoryForm({
  initial,
  others,
  onSave,
  onCancel,
}: {
  initial: Draft;
  others: readonly CustomCategory[];
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const typeName = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems(draft, others);
    setProblems(found);
    if (found.name) nameRef.current?.focus();
    else if (found.description) descriptionRef.current?.focus();
    else onSave({ ...draft, name: draft.name.trim(), description: draft.description.trim() });
  }

  const change = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (field !== 'type') setProblems((p) => ({ ...p, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Name"
        value={draft.name}
        max={CUSTOM_NAME_MAX}
        problem={problems.name}
        inputRef={nameRef}
        onChange={(v) => change('name', v)}
        placeholder="e.g. Kitchen Disasters"
      />
      <TextField
        label="One-line description"
        value={draft.description}
        max={CUSTOM_DESCRIPTION_MAX}
        problem={problems.description}
        inputRef={descriptionRef}
        onChange={(v) => change('description', v)}
        placeholder="What should people write about?"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-fg-muted">Players write a</legend>
        {CONTENT_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-12 items-center gap-3 rounded-2xl border px-4 font-semibold',
              draft.type === type
                ? 'border-primary bg-primary/15'
                : 'border-line bg-surface-raised/70',
            )}
          >
            <input
              type="radio"
              name={typeName}
              value={type}
              checked={draft.type === type}
              onChange={() => change('type', type)}
              className="size-5 accent-primary"
            />
            {typeLabel(type)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" block>
          Save
        </Button>
        <Button type="button" variant="secondary" size="lg" block onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type Editing =
  { mode: 'add' } | { mode: 'edit'; category: CustomCategory; draft?: Draft; confirming?: boolean };

export default function CustomCategoriesSection({
  guard,
}: {
  /** The settings screen's end-game guard: a pick during a game in progress asks first. */
  guard: (change: () => void) => void;
}) {
  const session = useGameSession();
  const store = useGameStore();
  const [device, setDeviceState] = useState<DeviceCategories>(readDeviceCategories);
  const latest = useRef(device);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CustomCategory | null>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const cancelEdit = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  /** Changes the device's list: saved at once, then shown (and played into the game in setup). */
  const setDevice = (change: (d: DeviceCategories) => DeviceCategories) => {
    const next = change(latest.current);
    latest.current = next;
    writeDeviceCategories(next);
    setDeviceState(next);
  };

  // Signed in: the account's list joins the device's (pending changes are sent first).
  useEffect(() => {
    let live = true;
    void syncWithAccount(latest.current).then((synced) => {
      if (live && JSON.stringify(synced) !== JSON.stringify(latest.current))
        setDevice(() => synced);
    });
    return () => {
      live = false;
    };
  }, []);

  // The game picks from the device's list, in setup only (a game in progress keeps its own).
  const { phase, state } = session;
  useEffect(() => {
    if (phase === 'setup' && !sameList(state.customCategories, device.categories))
      store.play({ type: 'set-custom-categories', categories: device.categories });
  }, [phase, state.customCategories, device.categories, store]);

  /** Sends one change to the account; until it is taken, the id stays pending on this device. */
  function sendToAccount(id: string, send: () => Promise<string>) {
    if (!signedInHere()) return;
    void send().then((outcome) => {
      if (outcome === 'later') return;
      setDevice((d) => ({
        ...d,
        unsynced: d.unsynced.filter((x) => x !== id),
        deleted: d.deleted.filter((x) => x !== id),
      }));
    });
  }

  function save(draft: Draft) {
    if (!editing) return;
    if (editing.mode === 'edit' && !editing.confirming) {
      setEditing({ ...editing, draft, confirming: true });
      return;
    }
    const id = editing.mode === 'edit' ? editing.category.id : newCustomCategoryId();
    const category: CustomCategory = { id, ...draft };
    const pending = signedInHere();
    setDevice((d) => ({
      categories:
        editing.mode === 'edit'
          ? d.categories.map((c) => (c.id === id ? category : c))
          : [...d.categories, category],
      unsynced: pending && !d.unsynced.includes(id) ? [...d.unsynced, id] : d.unsynced,
      deleted: d.deleted.filter((x) => x !== id),
    }));
    setEditing(null);
    sendToAccount(id, () => pushCategory(category));
  }

  function remove(category: CustomCategory) {
    const pending = signedInHere();
    setDevice((d) => ({
      categories: d.categories.filter((c) => c.id !== category.id),
      unsynced: d.unsynced.filter((x) => x !== category.id),
      deleted: pending ? [...d.deleted, category.id] : d.deleted,
    }));
    setDeleting(null);
    sendToAccount(category.id, () => pushDeletion(category.id));
  }

  function toggle(category: CustomCategory) {
    guard(() => {
      // a game in progress ends here; a category made since it started joins the game's list first
      if (resolveCategory(category.id, store.getSession().state.customCategories) === undefined) {
        const { state: now } = store.getSession();
        store.play({ type: 'set-rounds', rounds: now.rounds });
        store.play({ type: 'set-custom-categories', categories: latest.current.categories });
      }
      const result = store.play({ type: 'toggle-category', category: category.id });
      if (!result.ok) toastError(result.error);
    });
  }

  const full = device.categories.length >= MAX_CUSTOM_CATEGORIES;
  const others = (except?: string) => device.categories.filter((c) => c.id !== except);
  const editingDraft: Draft | undefined =
    editing?.mode === 'edit'
      ? (editing.draft ?? {
          name: editing.category.name,
          description: editing.category.description,
          type: editing.category.type,
        })
      : undefined;

  return (
    <>
      {device.categories.length > 0 && (
        <>
          <h3 id={headingId} className="mt-2 font-display text-lg font-bold">
            Your categories
          </h3>
          <ul aria-labelledby={headingId} className="flex flex-col gap-2">
            {device.categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                badge="Yours"
                selected={state.selectedCategories.includes(category.id)}
                onToggle={() => toggle(category)}
              >
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="grow"
                    aria-label={`Edit ${category.name}`}
                    onClick={() => setEditing({ mode: 'edit', category })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    className="grow"
                    aria-label={`Delete ${category.name}`}
                    onClick={() => setDeleting(category)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </CategoryRow>
            ))}
          </ul>
        </>
      )}
      <Button
        variant="secondary"
        block
        disabled={full}
        aria-describedby={full ? `${headingId}-full` : undefined}
        onClick={() => setEditing({ mode: 'add' })}
      >
        <Plus aria-hidden="true" />
        Add a category
      </Button>
      {full && (
        <p id={`${headingId}-full`} className="text-sm text-fg-muted">
          {CUSTOM_CATEGORY_TEXTS.full}
        </p>
      )}

      <Dialog
        open={editing !== null && !(editing.mode === 'edit' && editing.confirming)}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.mode === 'edit' ? 'Edit category' : 'Add a category'}
        description="Give it a name, a line on what to write about, and whether players tell a story or share a statement."
      >
        {editing && !(editing.mode === 'edit' && editing.confirming) && (
          <CategoryForm
            initial={editingDraft ?? { name: '', description: '', type: 'story' }}
            others={others(editing.mode === 'edit' ? editing.category.id : undefined)}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>

      <Dialog
        open={editing?.mode === 'edit' && editing.confirming === true}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.mode === 'edit' ? `Save changes to “${editing.category.name}”?` : ''}
        description="A game already started keeps the category as it was."
        initialFocus={cancelEdit}
      >
        <Button size="lg" block onClick={() => editingDraft && save(editingDraft)}>
          Save Changes
        </Button>
        <Button
          ref={cancelEdit}
          variant="secondary"
          size="lg"
          block
          onClick={() => editing?.mode === 'edit' && setEditing({ ...editing, confirming: false })}
        >
          Cancel
        </Button>
      </Dialog>

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete “${deleting.name}”?` : ''}
        description={
          signedInHere()
            ? 'It leaves this device and your account. A game already started keeps it.'
            : 'It leaves this device. A game already started keeps it.'
        }
        initialFocus={cancelDelete}
      >
        <Button size="lg" block onClick={() => deleting && remove(deleting)}>
          Delete
        </Button>
        <Button
          ref={cancelDelete}
          variant="secondary"
          size="lg"
          block
          onClick={() => setDeleting(null)}
        >
          Cancel
        </Button>
      </Dialog>
    </>
  );
}
