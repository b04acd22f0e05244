// Slots, lead-ins and tails every category can use. Text is lower case with the pronoun "i" lower case
// and proper nouns capitalised; the styler sets the casing the players use.
import type { BankItem, SlotBank } from '../grammar';
import { A, M, T, Y, at, dialectWord, uk, us } from './dsl';

export const COMMON_SLOTS: SlotBank = {
  // words that differ between British and American players
  mum: dialectWord('mum', 'mom'),
  nan: dialectWord('nan', 'grandma'),
  mate: dialectWord('mate', 'friend'),
  mates: dialectWord('mates', 'friends'),
  holiday: dialectWord('holiday', 'vacation'),
  uni: dialectWord('uni', 'college'),
  football: dialectWord('football', 'soccer'),
  trousers: dialectWord('trousers', 'pants'),
  jumper: dialectWord('jumper', 'sweater'),
  flat: dialectWord('flat', 'apartment'),
  queue: dialectWord('queue', 'line'),
  chips: dialectWord('chips', 'fries'),
  crisps: dialectWord('crisps', 'chips'),
  sweets: dialectWord('sweets', 'candy'),
  maths: dialectWord('maths', 'math'),
  film: dialectWord('film', 'movie'),
  films: dialectWord('films', 'movies'),
  toilets: dialectWord('toilets', 'bathroom'),
  garden: dialectWord('garden', 'yard'),
  bin: dialectWord('bin', 'trash can'),
  petrol_station: dialectWord('petrol station', 'gas station'),
  shop: dialectWord('the corner shop', 'the gas station'),
  pavement: dialectWord('pavement', 'sidewalk'),
  emergency: dialectWord('999', '911'),
  school_year: [
    ...uk(50, T, 'year [7|8|9|10]'),
    ...us(50, T, '[7th|8th|9th|10th] grade'),
  ],
  little_year: [
    ...uk(50, T, '[year 1|year 2|year 3|reception]'),
    ...us(50, T, '[kindergarten|first grade|second grade|third grade]'),
  ],

  name: at(50, T, 'Sam', 'Josh', 'Ellie', 'Jess', 'Tom', 'Chloe', 'Liam', 'Megan', 'Ryan', 'Priya', 'Jake', 'Amy', 'Dan', 'Hannah', 'Kieran', 'Zara', 'Ben', 'Lucy', 'Callum', 'Maya', 'Nathan', 'Aisha', 'Charlie', 'Leah'),

  family: [
    ...at(10, T, 'my {mum}', 'my dad', 'my {nan}', 'my little brother', 'my big sister', 'my cousin', 'my aunt', 'my uncle'),
    ...at(50, T, 'my stepdad', 'my grandad', 'my little sister', 'my older brother', 'my cousin {name}'),
    ...at(90, T, 'my great aunt', 'my {nan}', 'my twin cousins', 'my {mum}\'s new boyfriend'),
  ],
  friend: [
    ...at(10, T, 'my best {mate}', 'my {mate} {name}', 'my friend {name}'),
    ...at(50, T, 'a {mate} from school', 'my best {mate}', 'my {mate} {name}'),
    ...at(90, T, 'my oldest {mate}', 'my {mate} {name}', 'my best {mate}\'s little brother'),
    ...at(10, Y, 'my flatmate', 'someone from work'),
    ...at(50, Y, 'my flatmate {name}', 'a girl from work', 'a guy from work'),
  ],
  stranger: [
    ...at(10, T, 'a random man', 'this old lady', 'a woman with a pram', 'a lady at the till', 'some guy', 'this kid', 'the bus driver'),
    ...at(50, T, 'a man in a suit', 'a delivery driver', 'a security guard', 'a lady walking her dog', 'a group of school kids', 'a man with a massive beard'),
    ...at(90, T, 'a man dressed as a pirate', 'a woman carrying a lamp', 'a guy on a unicycle', 'a lady with a parrot on her shoulder', 'a very tall man in a tiny car'),
  ],
  place_public: [
    ...at(10, T, 'the supermarket', 'the bus', 'the cinema', 'the dentist', 'the library', 'the gym', 'a cafe', 'the post office', 'the train station', 'the park', 'the doctors'),
    ...uk(10, T, 'Tesco', 'Primark', 'Greggs', 'the chippy'),
    ...us(10, T, 'Target', 'Walmart', 'the mall', 'Starbucks'),
    ...at(50, T, 'Ikea', 'the swimming pool', 'a bowling alley', 'the airport', 'a wedding', 'a kids party', 'the zoo', 'a football match', 'a school concert', 'the hairdressers'),
    ...uk(50, T, 'a garden centre', 'a motorway services'),
    ...us(50, T, 'a rest stop', 'Costco'),
    ...at(90, T, 'a funeral', 'an escape room', 'a hospital waiting room', 'a farm shop', 'the crematorium car park', 'a trampoline park', 'a christening', 'a museum', 'the tip'),
  ],
  object: [
    ...at(10, T, 'my phone', 'my keys', 'my bank card', 'my water bottle', 'my headphones', 'my bag'),
    ...at(50, T, 'a full tray of food', 'a shopping trolley', 'my whole lunch', 'a birthday cake', 'an umbrella'),
    ...at(90, T, 'a giant inflatable flamingo', 'a cake shaped like a dog', 'a frozen turkey', 'a fish tank', 'a lamp shaped like a duck'),
  ],
  food: [
    ...at(10, T, 'pizza', 'pasta', 'toast', 'cereal', 'crisps', 'chocolate', 'cheese', 'rice', 'noodles', 'soup', 'beans', 'chicken nuggets'),
    ...at(50, T, 'sushi', 'avocado', 'mushrooms', 'olives', 'coriander', 'hummus', 'marmite', 'porridge', 'fish fingers', 'curry'),
    ...at(90, T, 'pickled onions', 'sardines', 'cold spaghetti', 'black pudding', 'tinned peaches', 'jelly', 'custard', 'ketchup crisps'),
  ],
};

/** Lead-ins for stories, joined before the first clause. */
export const STORY_LEADS: readonly BankItem[] = [
  ...at(10, T, 'ok so', 'so', 'one time', 'once', 'last year', 'this one time', 'i swear', 'true story'),
  ...at(50, T, 'ok so basically', 'not gonna lie', 'honestly', 'literally', 'years ago', 'when i was younger'),
  ...at(50, [T, Y], 'lowkey', 'ngl', 'bro', 'this is so bad but'),
  ...at(90, T, 'this still haunts me but', 'ok this is embarrassing but', 'my worst one is when'),
  ...at(10, A, 'years ago', 'a long time ago', 'back when i was at work'),
  ...at(50, M, 'back in the day', 'about twenty years ago', 'when my kids were little'),
];

/** Lead-ins for statements that already start with "i" (no "i think" before them). */
export const STATEMENT_LEADS: readonly BankItem[] = [
  ...at(10, T, 'honestly', 'ok', 'not gonna lie', 'genuinely', 'tbh', 'i\'m not gonna lie'),
  ...at(50, T, 'i know this is weird but', 'weirdly', 'this is random but', 'ok so'),
  ...at(50, [T, Y], 'lowkey', 'ngl', 'fr'),
  ...at(90, T, 'don\'t judge me but', 'i can\'t be the only one but', 'my {mates} don\'t know this but'),
  ...at(10, A, 'to be honest', 'i\'ll be honest'),
];

/** Extra lead-ins for opinion categories (unpopular, sports, politics). */
export const OPINION_LEADS: readonly BankItem[] = [
  ...at(10, T, 'i\'m sorry but', 'honestly', 'ok but'),
  ...at(50, T, 'hot take but', 'unpopular opinion but', 'controversial but'),
  ...at(90, T, 'this might lose me friends but', 'i\'ll die on this hill but'),
];

/** Lead-ins only for statements that are a claim ("cereal is soup"): they add the "i". */
export const CLAIM_LEADS: readonly BankItem[] = [
  ...at(10, T, 'i think', 'i genuinely think', 'i honestly think', 'i reckon', 'i feel like'),
  ...at(50, T, 'i\'m convinced', 'i truly believe', 'i will always think', 'i stand by the fact that'),
  ...at(90, T, 'i\'ve decided that', 'nobody agrees but', 'i will argue with anyone that'),
];

/** Aftermaths any story can end with. */
export const COMMON_STORY_TAILS: readonly BankItem[] = [
  ...at(10, T, 'i still think about it', 'i went bright red', 'i wanted the ground to swallow me', 'everyone saw', 'i just left', 'my {mates} still bring it up', 'i still cringe about it', 'nobody said anything which was worse'),
  ...at(50, T, 'i had to pretend it was on purpose', 'i\'ve never recovered', 'i laughed so hard i cried', 'my {mum} still tells people', 'it took me a week to get over it', 'i still can\'t look at them'),
  ...at(90, T, 'i think about it every time i can\'t sleep', 'it\'s now a family legend', 'someone filmed it and i\'ve never seen the video', 'i had to change my whole route home for a month'),
];

/** Kickers any statement can end with. */
export const COMMON_STATEMENT_TAILS: readonly BankItem[] = [
  ...at(10, T, 'and i\'m not sorry', 'fight me', 'and nobody agrees with me', 'and i won\'t change my mind', 'it\'s not that deep', 'sorry not sorry'),
  ...at(50, T, 'and i will die on this hill', 'my {mates} think i\'m mad', 'and i\'ll argue about it with anyone', 'and i\'ve been like this for years'),
  ...at(90, T, 'and i\'ve lost friends over it', 'and i have a whole speech ready about it', 'and my family has stopped arguing with me about it'),
];

