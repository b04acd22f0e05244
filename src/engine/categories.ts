// SPEC §3 Category: the fixed list of eleven, in the spec's order (the first is the default pick).

export const CONTENT_TYPES = ['story', 'statement'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CATEGORY_IDS = [
  'awkward',
  'unpopular',
  'childhood',
  'sports',
  'politics',
  'dating',
  'nightsout',
  'guilty',
  'habits',
  'beliefs',
  'intimate',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  readonly id: CategoryId;
  readonly name: string;
  readonly description: string;
  readonly type: ContentType;
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'awkward',
    name: 'Awkward Moments',
    description:
      'A moment you wish the ground had swallowed you up: a wave at a stranger, a name forgotten, a door pushed that said pull.',
    type: 'story',
  },
  {
    id: 'unpopular',
    name: 'Unpopular Opinions',
    description: 'Something you honestly believe that most people around you would argue with.',
    type: 'statement',
  },
  {
    id: 'childhood',
    name: 'Back in the Day',
    description:
      'Something that really happened when you were a kid: school, holidays, family, the things you got away with.',
    type: 'story',
  },
  {
    id: 'sports',
    name: 'Sport Hot Takes',
    description: 'A bold opinion about a sport, a team, a player or the people who watch it.',
    type: 'statement',
  },
  {
    id: 'politics',
    name: "Let's Talk Politics",
    description:
      'A view you hold about how things are run: local, national or just in your own house.',
    type: 'statement',
  },
  {
    id: 'dating',
    name: 'Dating Disasters',
    description: 'A date, a crush or a message that went wrong in a way you still remember.',
    type: 'story',
  },
  {
    id: 'nightsout',
    name: 'Nights Out',
    description:
      'Something that happened on a night out: a party, a concert, a trip into town that went sideways.',
    type: 'story',
  },
  {
    id: 'guilty',
    name: 'Guilty Pleasures',
    description: 'Something you love that you would rather people did not know about.',
    type: 'statement',
  },
  {
    id: 'habits',
    name: 'Weird Habits',
    description: 'A strange thing you do regularly that other people find odd.',
    type: 'statement',
  },
  {
    id: 'beliefs',
    name: 'Strange Beliefs',
    description: 'A superstition, theory or belief of yours that others might find unusual.',
    type: 'statement',
  },
  {
    id: 'intimate',
    name: 'Intimate Mishaps',
    description:
      'An embarrassing personal moment: a wardrobe failure, an overheard call, a message sent to the wrong person.',
    type: 'story',
  },
];

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

/** Looks a category up by id; undefined for an unknown id. */
export function findCategory(id: string): Category | undefined {
  return BY_ID.get(id);
}

/** Type guard for category ids coming from storage or the network. */
export function isCategoryId(id: unknown): id is CategoryId {
  return typeof id === 'string' && BY_ID.has(id);
}

// SPEC §5 / §9: a statement allows at most 1 sentence, a story at most 2.
export const SENTENCE_LIMITS: Readonly<Record<ContentType, number>> = { story: 2, statement: 1 };
