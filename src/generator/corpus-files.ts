// Loads a category's corpus file on first use and keeps its index. Each file is its own chunk in the
// browser (fetched only when a fake is needed, precached by the service worker for offline play);
// the server bundles them all.
import type { CategoryId } from '../engine/categories';
import type { CorpusFile, CorpusIndex } from './corpus';
import { indexCorpus } from './corpus';

type Loader = () => Promise<{ default: unknown }>;

/** One import per file, written out so every bundler sees each one. */
export const CORPUS_FILES: Readonly<Record<CategoryId, Loader>> = {
  awkward: () => import('./corpus/awkward.json'),
  unpopular: () => import('./corpus/unpopular.json'),
  childhood: () => import('./corpus/childhood.json'),
  sports: () => import('./corpus/sports.json'),
  politics: () => import('./corpus/politics.json'),
  dating: () => import('./corpus/dating.json'),
  nightsout: () => import('./corpus/nightsout.json'),
  guilty: () => import('./corpus/guilty.json'),
  habits: () => import('./corpus/habits.json'),
  beliefs: () => import('./corpus/beliefs.json'),
  intimate: () => import('./corpus/intimate.json'),
};

const indexes = new Map<CategoryId, Promise<CorpusIndex>>();

/** The category's raw corpus file (tests and the eval read it). */
export async function loadCorpusFile(category: CategoryId): Promise<CorpusFile> {
  return (await CORPUS_FILES[category]()).default as CorpusFile;
}

/** The category's corpus, indexed once per process (or page) and kept. */
export function loadCorpus(category: CategoryId): Promise<CorpusIndex> {
  let index = indexes.get(category);
  // only the eleven have a corpus: anything else (a custom category) is refused, not crashed on
  if (!Object.hasOwn(CORPUS_FILES, category))
    return Promise.reject(new Error(`No corpus for the category "${String(category)}"`));
  if (!index) {
    index = loadCorpusFile(category).then(indexCorpus);
    // a failed load (a chunk missing offline) may be tried again later
    index.catch(() => indexes.delete(category));
    indexes.set(category, index);
  }
  return index;
}
