// The phrase banks of every category, keyed by category id.
import type { CategoryId } from '../../engine/categories';
import type { CategoryBank } from '../grammar';
import { AWKWARD } from './awkward';
import { BELIEFS } from './beliefs';
import { CHILDHOOD } from './childhood';
import { DATING } from './dating';
import { GUILTY } from './guilty';
import { HABITS } from './habits';
import { INTIMATE } from './intimate';
import { NIGHTS_OUT } from './nightsout';
import { POLITICS } from './politics';
import { SPORTS } from './sports';
import { UNPOPULAR } from './unpopular';

export const BANKS: Readonly<Record<CategoryId, CategoryBank>> = {
  awkward: AWKWARD,
  unpopular: UNPOPULAR,
  childhood: CHILDHOOD,
  sports: SPORTS,
  politics: POLITICS,
  dating: DATING,
  nightsout: NIGHTS_OUT,
  guilty: GUILTY,
  habits: HABITS,
  beliefs: BELIEFS,
  intimate: INTIMATE,
};

export {
  CLAIM_LEADS,
  COMMON_SLOTS,
  COMMON_STATEMENT_TAILS,
  COMMON_STORY_TAILS,
  OPINION_LEADS,
  STATEMENT_LEADS,
  STORY_LEADS,
} from './common';
