// Meaning-preserving rewordings applied to generated text before it is styled, the way different
// people say the same thing ("nobody" / "no one", "by accident" / "by mistake"). They add variety
// without new bank items. Each rule matches lower-case canonical bank text; every match is replaced
// by one of its alternatives (the original included), picked at random.
import type { Rng } from '../engine/random';

export const PARAPHRASES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bloads of\b/g, ['loads of', 'lots of', 'a load of']],
  [/\bthe whole class\b/g, ['the whole class', 'everyone', 'the entire class']],
  [/\beveryone\b/g, ['everyone', 'everybody']],
  [/\bnobody\b/g, ['nobody', 'no one']],
  [/\bfor ages\b/g, ['for ages', 'for like ages', 'forever']],
  [/\bmassive\b/g, ['massive', 'huge']],
  [
    /\b(?:actually|honestly|literally|genuinely)\b/g,
    ['actually', 'honestly', 'literally', 'genuinely'],
  ],
  [/\bwent bright red\b/g, ['went bright red', 'went so red', 'turned bright red']],
  [
    /\bin front of everyone\b/g,
    ['in front of everyone', 'in front of loads of people', 'with everyone watching'],
  ],
  [/(?<!so |really )\bboring\b/g, ['boring', 'so boring', 'really boring']],
  [/\bweird\b/g, ['weird', 'strange']],
  [/\bgot home\b/g, ['got home', 'got back']],
  [/\bthe next day\b/g, ['the next day', 'the day after']],
  [/\bevery time (?=i )/g, ['every time ', 'whenever ']],
  [/\ball the time\b/g, ['all the time', 'constantly']],
  [/\bwithout realising\b/g, ['without realising', 'without noticing']],
  [/\bby accident\b/g, ['by accident', 'by mistake']],
  [/\bcomplete stranger\b/g, ['complete stranger', 'total stranger']],
  [/\bsaid sorry\b/g, ['said sorry', 'apologised']],
  [/\bturned round\b/g, ['turned round', 'turned around']],
  [/\bmy whole family\b/g, ['my whole family', 'my entire family']],
  [/\bthe whole time\b/g, ['the whole time', 'the entire time']],
  [/\bthe teacher\b/g, ['the teacher', 'my teacher']],
  [/\bminutes\b/g, ['minutes', 'mins']],
  [/\bso embarrassing\b/g, ['so embarrassing', 'so cringe', 'mortifying']],
  [/\bstill cringe\b/g, ['still cringe', 'still die inside']],
  [/\bway too\b/g, ['way too', 'far too', 'so']],
  [/\bwhen i was little\b/g, ['when i was little', 'when i was a kid', 'as a kid']],
  [/\bmy little brother\b/g, ['my little brother', 'my younger brother', 'my baby brother']],
  [/\bmy little sister\b/g, ['my little sister', 'my younger sister', 'my baby sister']],
  [/\bright behind me\b/g, ['right behind me', 'just behind me']],
  [/\bi swear\b/g, ['i swear', 'i promise']],
  [/\bhilarious\b/g, ['hilarious', 'so funny']],
  [/\bthe worst\b/g, ['the worst', 'the absolute worst']],
  [/\bmy favourite\b/g, ['my favourite', 'my fave']],
];

/** Rewords a canonical text: each match of each rule becomes one of the rule's alternatives. */
export function paraphrase(text: string, rng: Rng): string {
  let out = text;
  for (const [pattern, alternatives] of PARAPHRASES) {
    if (!pattern.test(out)) continue;
    pattern.lastIndex = 0;
    out = out.replace(
      pattern,
      () => alternatives[Math.floor(rng() * alternatives.length)] as string,
    );
  }
  return out;
}
