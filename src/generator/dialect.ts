// British or American? Words and spellings that only one side uses. A round's entries decide which
// corpus entries may join it (an "any" entry suits both); a corpus entry's own tag must agree with
// the words it holds (corpus.test.ts). Ambiguous words (grade, gas, pants, holiday) are left out.
import { tokens } from './text';

export const DIALECTS = ['uk', 'us'] as const;
export type Dialect = (typeof DIALECTS)[number];

const MARKERS: Readonly<Record<Dialect, ReadonlySet<string>>> = {
  us: new Set([
    'mom',
    'moms',
    'mommy',
    'soccer',
    'vacation',
    'apartment',
    'candy',
    'mall',
    'color',
    'colors',
    'favorite',
    'favorites',
    'realize',
    'realized',
    'neighbor',
    'neighbors',
    'center',
    'theater',
    'sophomore',
    'freshman',
    'semester',
    'sidewalk',
    'yall',
    'math',
    'sweater',
    'cellphone',
    'dollars',
    'bucks',
    'dorm',
    'kindergarten',
    'walmart',
    'garbage',
    'parking lot',
    'recess',
    'kickball',
    'elementary',
    'flavor',
    'flavors',
    'flavored',
    'momma',
    'organize',
    'organized',
    'apologize',
    'colorful',
    'cafeteria',
    'sneakers',
    'flashlight',
    'stroller',
    'diaper',
    'diapers',
    'mailman',
    'faucet',
    'zucchini',
    'eggplant',
    'cilantro',
    'spring break',
    'middle school',
    'trash can',
    'gas station',
    'cell phone',
    'principal',
    'principals',
    'dollar',
    'gray',
    'popsicle',
    'jello',
    'gotten',
    'pacifier',
    'thanksgiving',
    'county fair',
    'corn dog',
    'corn dogs',
    'kindergartner',
  ]),
  uk: new Set([
    'mum',
    'mums',
    'mummy',
    'mate',
    'mates',
    'uni',
    'crisps',
    'quid',
    'flatmate',
    'colour',
    'colours',
    'favourite',
    'favourites',
    'realise',
    'realised',
    'neighbour',
    'neighbours',
    'centre',
    'theatre',
    'lads',
    'innit',
    'bloody',
    'tesco',
    'greggs',
    'maths',
    'trousers',
    'jumper',
    'queue',
    'queued',
    'queueing',
    'nan',
    'chippy',
    'telly',
    'knackered',
    'primark',
    'wetherspoons',
    'rubbish',
    'reckon',
    'fortnight',
    'car park',
    'nans',
    'grandad',
    'loo',
    'knickers',
    'biscuit',
    'biscuits',
    'sweets',
    'lorry',
    'petrol',
    'tyre',
    'pavement',
    'trainers',
    'fiver',
    'tenner',
    'nhs',
    'gcses',
    'gcse',
    'chuffed',
    'gutted',
    'skint',
    'organise',
    'organised',
    'apologise',
    'colourful',
    'fancy dress',
    'dinner lady',
    'dinner ladies',
    'form tutor',
    'primary school',
    'sixth form',
    'bin lorry',
    'headmaster',
    'headteacher',
    'tannoy',
    'lolly',
    'jumpers',
    'sports day',
    'tuck shop',
    'conkers',
    'bank holiday',
  ]),
};

/** First words of the two-word markers, so pairs are only built where one may start. */
const PAIR_STARTS: ReadonlySet<string> = new Set(
  DIALECTS.flatMap((d) =>
    [...MARKERS[d]].filter((m) => m.includes(' ')).map((m) => m.split(' ')[0] as string),
  ),
);

/** Every marker of either side. */
const ANY_MARKER: ReadonlySet<string> = new Set(DIALECTS.flatMap((d) => [...MARKERS[d]]));

/** British and American markers in texts given as their words (two-word markers such as "car park" included). */
function markerCounts(texts: readonly (readonly string[])[]): { uk: number; us: number } {
  const counts = { uk: 0, us: 0 };
  for (const words of texts) {
    for (let i = 0; i < words.length; i++) {
      const one = words[i] as string;
      const next = words[i + 1];
      const two = PAIR_STARTS.has(one) && next !== undefined ? `${one} ${next}` : '';
      // most words are no marker of either side: one look-up, not four
      if (ANY_MARKER.has(one) || (two !== '' && ANY_MARKER.has(two)))
        for (const d of DIALECTS) if (MARKERS[d].has(one) || MARKERS[d].has(two)) counts[d]++;
      // "year 9" is British school, "8th grade" American
      if (one === 'year' && next !== undefined && /^(?:[1-9]|1[0-3])$/.test(next)) counts.uk++;
      if (next === 'grade' && /^\d+(?:st|nd|rd|th)$/.test(one)) counts.us++;
    }
  }
  return counts;
}

/** British or American words in the entries, or null when they give no sign (or as many of each). */
export function detectDialect(texts: readonly string[]): Dialect | null {
  return dialectOfWords(texts.map(tokens));
}

/** detectDialect for texts already split into words by tokens(). */
export function dialectOfWords(texts: readonly (readonly string[])[]): Dialect | null {
  const { uk, us } = markerCounts(texts);
  if (uk === us) return null;
  return uk > us ? 'uk' : 'us';
}

/** How many British and how many American words one text holds. */
export function dialectMarkers(text: string): { uk: number; us: number } {
  return markerCounts([tokens(text)]);
}

/** The dialect one text shows, or null. */
export function dialectOf(text: string): Dialect | null {
  return detectDialect([text]);
}
