// Checks one category's corpus file the way corpus.test.ts does, and prints every problem with a
// short summary of the spread; for writers of the corpus (`npx tsx scripts/check-corpus.ts habits`,
// or with a path: `npx tsx scripts/check-corpus.ts habits /tmp/habits.json`).
import { readFileSync } from 'node:fs';
import { isCategoryId } from '../src/engine/categories';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../src/engine/settings';
import {
  checkSpread,
  findNearDuplicates,
  findWriterProblems,
  validateCorpusFile,
  type CorpusFile,
} from '../src/generator/corpus';
import { wordCount } from '../src/generator/text';

const [category, path] = process.argv.slice(2);
if (!category || !isCategoryId(category)) {
  console.error('usage: npx tsx scripts/check-corpus.ts <category> [file]');
  process.exit(2);
}
const file = JSON.parse(
  readFileSync(path ?? `src/generator/corpus/${category}.json`, 'utf8'),
) as CorpusFile;
const problems = [
  ...validateCorpusFile(file, category),
  ...findNearDuplicates(file).map((p) => `near-duplicate: ${p}`),
  ...checkSpread(file),
  ...findWriterProblems(file),
];
for (const p of problems) console.log(p);
const count = (f: (e: CorpusFile['entries'][number]) => boolean) => file.entries.filter(f).length;
console.log(
  `${file.entries.length} entries; ages ${AGE_RANGES.map((a) => `${a} ${count((e) => e.age === a)}`).join(', ')}; levels ${RANDOMNESS_LEVELS.map((l) => `${l}: ${count((e) => e.level === l)}`).join(', ')}; dialect uk ${count((e) => e.dialect === 'uk')}, us ${count((e) => e.dialect === 'us')}, any ${count((e) => e.dialect === 'any')}; words median ${[...file.entries.map((e) => wordCount(e.text))].sort((a, b) => a - b)[file.entries.length >> 1]}`,
);
console.log(problems.length === 0 ? 'OK: no problems' : `${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
