// Hand-written rounds for bench/eval-fakes.ts: what players really type on a phone at a party (mixed
// lengths and casing, slang, typos, missing punctuation). Each entry respects the category's sentence
// limit under the SPEC §5 count, as the app enforces it.
import type { CategoryId } from '../src/engine/categories';
import type { AgeRange } from '../src/engine/settings';

export interface EvalRound {
  readonly id: string;
  readonly category: CategoryId;
  readonly ageRange: AgeRange;
  readonly entries: readonly string[];
}

export const EVAL_ROUNDS: readonly EvalRound[] = [
  // ---- Awkward Moments (story) ----
  {
    id: 'awkward-1',
    category: 'awkward',
    ageRange: 'young-adults',
    entries: [
      'waved at a guy in tesco who was waving at his wife behind me',
      'I called my teacher mum in year 9 and the whole class heard. Never lived it down',
      'said "you too" when the cinema guy said enjoy the film',
      'tripped going up the stairs at my graduation in front of like 300 people',
      'went to hug my manager at my leaving do and she went for a handshake lol',
    ],
  },
  {
    id: 'awkward-2',
    category: 'awkward',
    ageRange: 'teens',
    entries: [
      'i fell asleep in maths and woke up with the teacher standing over me',
      'Sent a screenshot of the group chat TO the person we were talking about 💀',
      'my stomach rumbled so loud in a mock exam ppl turned round',
      'walked into the boys toilets by accident at a school trip',
    ],
  },
  {
    id: 'awkward-3',
    category: 'awkward',
    ageRange: 'adults',
    entries: [
      'I replied all to a company wide email with "who even is this". It was the CEO.',
      'forgot my neighbours name after 6 years of living next to him',
      'got my foot stuck in the train gap at london bridge and a man had to pull me out',
      'I asked a lady when her baby was due and she wasnt pregnant',
      'left my camera on during a teams call while i ate cereal out the box',
      'held a door for someone way too far away and they did the awkward jog',
    ],
  },
  {
    id: 'awkward-4',
    category: 'awkward',
    ageRange: 'young-adults',
    entries: [
      'pushed a pull door at my job interview',
      'Accidentally liked my exs new girlfriends photo from 2017 at 2am',
      'i said love you to the dominos guy on the phone',
      'got into the wrong car at the school run, a dad was just sitting there staring at me',
      'kept saying bye to someone and then we walked the same way for 10 mins lmao',
      'Introduced myself to someone at a party. We had met three times before',
      'sang out loud with my headphones in on the bus and didnt realise',
    ],
  },
  {
    id: 'awkward-5',
    category: 'awkward',
    ageRange: 'mature-adults',
    entries: [
      'I called my grandson by the dogs name at his own birthday party.',
      'waved at a woman across the car park for ages. She was waving at her husband',
      'Tried to pay for my shopping with my library card',
    ],
  },
  {
    id: 'awkward-6',
    category: 'awkward',
    ageRange: 'teens',
    entries: [
      'answered a question the teacher asked someone else and got it wrong',
      'my voice cracked reading out loud in english',
      'i clapped at the end of a film in the cinema and nobody else did',
      'Wore my jumper inside out all day, no one told me till last lesson!!',
      'fell up the stairs in front of year 11',
      'called my form tutor dad lol',
      'tried to lean on a wall but it was a door and it opened',
      'got my hand stuck in a vending machine trying to get my crisps out',
    ],
  },

  // ---- Unpopular Opinions (statement) ----
  {
    id: 'unpopular-1',
    category: 'unpopular',
    ageRange: 'young-adults',
    entries: [
      'pineapple on pizza is elite',
      'I genuinely think cats are better than dogs and im not sorry',
      'brunch is just breakfast but more expensive',
      'Christmas is overrated',
      'i like cold baked beans straight from the tin',
    ],
  },
  {
    id: 'unpopular-2',
    category: 'unpopular',
    ageRange: 'teens',
    entries: [
      'homework should be illegal',
      'Taylor Swift is mid',
      'cereal is better without milk fight me',
      'school uniform is actually a good idea bc u dont have to think about what to wear',
    ],
  },
  {
    id: 'unpopular-3',
    category: 'unpopular',
    ageRange: 'adults',
    entries: [
      'Avocado is the most overrated food on the planet.',
      'summer is the worst season, too hot to do anything',
      'i think the office (uk) is better than the us one',
      'Board games ruin every family christmas',
      'showers at night are better than in the morning',
      'coffee tastes like burnt water and everyone is pretending',
    ],
  },
  {
    id: 'unpopular-4',
    category: 'unpopular',
    ageRange: 'young-adults',
    entries: [
      'festivals are just camping but worse',
      'Mint choc chip tastes like toothpaste',
      'i hate the beach, sand gets everywhere',
      'voice notes should be banned',
      'milk goes in first and im tired of pretending otherwise',
      'Dogs are overrated',
      'the harry potter films are better than the books',
    ],
  },
  {
    id: 'unpopular-5',
    category: 'unpopular',
    ageRange: 'mature-adults',
    entries: [
      'Sunday roasts are overrated.',
      'mobile phones have ruined conversation at the dinner table',
      'I prefer the radio to the telly',
    ],
  },
  {
    id: 'unpopular-6',
    category: 'unpopular',
    ageRange: 'teens',
    entries: [
      'mcdonalds chips are overrated',
      'I think rain is better than sun',
      'sleepovers are actually boring',
      'pizza crusts are the best part',
      'minecraft is boring',
      'maths is the best subject no cap',
    ],
  },

  // ---- Back in the Day (story) ----
  {
    id: 'childhood-1',
    category: 'childhood',
    ageRange: 'young-adults',
    entries: [
      'cut my own fringe the night before school photos. My mum still has the photo',
      'i used to hide my peas behind the radiator and my dad found like 2 years worth',
      'got lost in ikea when i was 6 and they called my name over the tannoy',
      'flushed my sisters goldfish cause i thought it was asleep',
      'Told my whole class my dad was a spy',
    ],
  },
  {
    id: 'childhood-2',
    category: 'childhood',
    ageRange: 'teens',
    entries: [
      'i ate a worm in year 2 for a dare',
      'My brother told me the ice cream van only plays music when its run out and i believed it till i was 10',
      'got stung by a wasp at sports day and ran straight into the fence',
      'set off the fire alarm in primary school by accident, whole school had to go outside in the rain lol',
    ],
  },
  {
    id: 'childhood-3',
    category: 'childhood',
    ageRange: 'adults',
    entries: [
      'We used to play out till the street lights came on and no one ever checked on us.',
      'i broke my mums favourite vase and blamed the dog. we didnt have a dog',
      'Got my head stuck in the banister at my nans, fire brigade came',
      'sold my brothers bike to a kid down the road for a packet of haribo',
      'wrote a letter to santa asking for a horse and got a hamster',
      'my grandad let me steer the car on the way back from the beach',
    ],
  },
  {
    id: 'childhood-4',
    category: 'childhood',
    ageRange: 'mature-adults',
    entries: [
      'We walked two miles to school every day, rain or shine.',
      'got the slipper from the headmaster for talking in assembly',
      'I used to record the top 40 off the radio with my finger on the pause button',
      'we had one phone in the hall and my dad timed my calls',
    ],
  },
  {
    id: 'childhood-5',
    category: 'childhood',
    ageRange: 'young-adults',
    entries: [
      'i tried to dig to australia in the garden',
      'Ran away from home with a backpack full of biscuits. Got to the end of the road',
      'swallowed a penny in reception and my mum had to check the potty for days',
      'won the egg and spoon race by holding the egg on with my thumb',
      'used to swap my packed lunch for dairylea lunchables every day',
      'thought santa was real until i was 12 lmao',
      'My sister convinced me I was adopted',
      'fell in a pond on a school trip and had to wear lost property clothes home',
    ],
  },
  {
    id: 'childhood-6',
    category: 'childhood',
    ageRange: 'teens',
    entries: [
      'got chickenpox on christmas day',
      'i cried when i met santa at the shopping centre, my mum still has the pic',
      'Locked myself in the bathroom at my nans and my grandad had to take the door off',
    ],
  },

  // ---- Sport Hot Takes (statement) ----
  {
    id: 'sports-1',
    category: 'sports',
    ageRange: 'young-adults',
    entries: [
      'golf isnt a sport',
      'Penalties are a terrible way to decide a final',
      'F1 is just cars going round in circles',
      'darts is the best sport to watch at christmas and i wont hear otherwise',
      'VAR has ruined football',
    ],
  },
  {
    id: 'sports-2',
    category: 'sports',
    ageRange: 'teens',
    entries: [
      'sports day should be optional',
      'Basketball is more fun to watch than football',
      'chess is a sport dont argue',
      'Cristiano is better than messi',
    ],
  },
  {
    id: 'sports-3',
    category: 'sports',
    ageRange: 'adults',
    entries: [
      'Footballers are paid way too much for what they do.',
      'cricket would be fine if it lasted an hour',
      'running is a cult and parkrun is their church',
      'Snooker is genuinely the most stressful thing on tv',
      'the olympics should have more weird sports',
      'watching sport is better at home than in the stadium',
    ],
  },
  {
    id: 'sports-4',
    category: 'sports',
    ageRange: 'young-adults',
    entries: [
      'rugby players are tougher than footballers',
      'Tennis is boring to watch',
      'gym bros aren’t athletes',
      'fantasy football has ruined my friendships',
      'the offside rule makes no sense and never will',
      'women’s football is more fun to watch',
      'boxing is overrated',
    ],
  },
  {
    id: 'sports-5',
    category: 'sports',
    ageRange: 'mature-adults',
    entries: [
      'Football was better in the 80s.',
      'bowls is harder than it looks',
      'The Olympics are too long',
    ],
  },
  {
    id: 'sports-6',
    category: 'sports',
    ageRange: 'teens',
    entries: [
      'esports r real sports',
      'PE should be optional after year 9',
      'swimming is the hardest sport ngl',
      'goalkeepers are the most underrated players',
      'netball is harder than basketball',
    ],
  },

  // ---- Let's Talk Politics (statement) ----
  {
    id: 'politics-1',
    category: 'politics',
    ageRange: 'young-adults',
    entries: [
      'voting age should be 16',
      'There should be a four day week',
      'public transport should be free',
      'politicians should have to use the nhs like everyone else',
      'rent should be capped',
    ],
  },
  {
    id: 'politics-2',
    category: 'politics',
    ageRange: 'teens',
    entries: [
      'school should start at 10',
      'Homework should be banned on weekends',
      'my house is a dictatorship and my mum is in charge',
      'whoever cooks shouldnt have to wash up',
    ],
  },
  {
    id: 'politics-3',
    category: 'politics',
    ageRange: 'adults',
    entries: [
      'Election day should be a bank holiday.',
      'the council should fix the potholes before anything else',
      'MPs should have to take the bus to work',
      'There should be a maximum age for politicians',
      'everyone should do a year working in hospitality',
      'the person driving picks the music, thats the law in my car',
    ],
  },
  {
    id: 'politics-4',
    category: 'politics',
    ageRange: 'young-adults',
    entries: [
      'student loans should be wiped',
      'Landlords should have to live in their worst flat for a month',
      'the tv remote should go to whoever got home first',
      'i would vote for anyone who banned self checkouts',
      'there should be more bank holidays',
      'Our flat group chat needs an election, the admin has too much power',
      'voting should be on your phone',
      'free school meals for every kid',
    ],
  },
  {
    id: 'politics-5',
    category: 'politics',
    ageRange: 'mature-adults',
    entries: [
      'Bins should be collected every week.',
      'politicians dont listen to anyone over 60',
      'Post offices should never close',
    ],
  },
  {
    id: 'politics-6',
    category: 'politics',
    ageRange: 'teens',
    entries: [
      'we should be able to vote out teachers lol',
      'uniform should be optional',
      'The oldest sibling shouldnt be in charge when parents are out',
      'phones should be allowed in school',
      'wifi should be free everywhere',
    ],
  },

  // ---- Dating Disasters (story) ----
  {
    id: 'dating-1',
    category: 'dating',
    ageRange: 'young-adults',
    entries: [
      'went on a hinge date and he brought his mum',
      'My date spent the whole dinner talking about crypto. I faked a phone call and left',
      'got stood up at pizza express and ate both our starters',
      'he asked to split the bill then asked me out again lmao',
      'realised halfway through the date we went to primary school together',
    ],
  },
  {
    id: 'dating-2',
    category: 'dating',
    ageRange: 'teens',
    entries: [
      'asked my crush to the school disco over snap and he left me on read',
      'my mum drove us to the cinema on our first date and kept asking him about his GCSEs',
      'Walked into a lamppost trying to look cool in front of my crush',
      'my date forgot his wallet at mcdonalds so i paid for his happy meal',
    ],
  },
  {
    id: 'dating-3',
    category: 'dating',
    ageRange: 'adults',
    entries: [
      'First date after my divorce, he asked to see my credit score.',
      'i matched with my old maths teacher on tinder',
      'she turned up with her ex "as a friend"',
      'My date fell asleep in the cinema and snored through the whole film',
      'spilled red wine all down his white shirt in the first 5 minutes',
      'got ghosted after 3 dates then he liked all my photos for a year',
    ],
  },
  {
    id: 'dating-4',
    category: 'dating',
    ageRange: 'young-adults',
    entries: [
      'climbed out the toilet window to escape a date',
      'He sent me a review of our date the next morning. 7/10',
      'my date ordered the most expensive thing and then said he forgot his card',
      'called him the wrong name all night and he didnt correct me',
      'we went ice skating and i held onto the wall the whole time',
      'she ate half my chips without asking',
      'Found out he had a girlfriend when she walked in',
    ],
  },
  {
    id: 'dating-5',
    category: 'dating',
    ageRange: 'mature-adults',
    entries: [
      'First date in 25 years and I forgot how to make small talk.',
      'my daughter wrote my dating profile and said i love hiking',
      'He paid for dinner entirely in coins',
    ],
  },
  {
    id: 'dating-6',
    category: 'dating',
    ageRange: 'teens',
    entries: [
      'my voice cracked when i asked her out',
      'Sent my crush a message that was meant for my best mate about him',
      'my dad answered the door in his dressing gown and asked what his intentions were',
      'got food poisoning on our first date at the cinema',
      'we went bowling and i got 0 lol',
    ],
  },

  // ---- Nights Out (story) ----
  {
    id: 'nightsout-1',
    category: 'nightsout',
    ageRange: 'young-adults',
    entries: [
      'lost my shoe in a mosh pit and walked home in one sock',
      'Got so drunk i tried to pay for my kebab with my provisional',
      'woke up on the night bus at the depot in croydon',
      'got kicked out of spoons for dancing on the table lol',
      'missed the last train and slept at the station in fancy dress. I was a banana',
    ],
  },
  {
    id: 'nightsout-2',
    category: 'nightsout',
    ageRange: 'teens',
    entries: [
      'missed the last bus after a concert and had to ring my mum at midnight',
      'Lost my phone at a festival and found it the next day in the mud',
      'we got locked out of my mates house at 1am after the cinema',
      'my mum picked me up from a party in her dressing gown and beeped the horn till i came out',
    ],
  },
  {
    id: 'nightsout-3',
    category: 'nightsout',
    ageRange: 'adults',
    entries: [
      'Went out for one drink on a Tuesday and got home at sunrise.',
      'ended up at a strangers wedding after party and stayed for the speeches',
      'woke up with a traffic cone in my bed and no memory',
      'the taxi driver took us to the wrong town',
      'went out for my 40th and was home by 10, the music was too loud',
      'did shots with a stag do and lost my voice for 3 days',
    ],
  },
  {
    id: 'nightsout-4',
    category: 'nightsout',
    ageRange: 'young-adults',
    entries: [
      'spent 3 hours in a chicken shop because it was raining',
      'Bouncer wouldnt let me in because of my trainers so i went home and cried',
      'fell asleep in the club toilets and woke up when the lights came on',
      'lost my mates and ended up at a hen do',
      'i got pulled on stage at a gig and forgot how to dance',
      'Tried to crowd surf and they just put me down',
      'drunk ordered a pizza to my old flat',
    ],
  },
  {
    id: 'nightsout-5',
    category: 'nightsout',
    ageRange: 'mature-adults',
    entries: [
      'Fell asleep at a Rod Stewart concert. My husband filmed it.',
      'went to a gig with my son and knew more words than him',
      'Work christmas do, ended up teaching the new manager the macarena',
    ],
  },
  {
    id: 'nightsout-6',
    category: 'nightsout',
    ageRange: 'teens',
    entries: [
      'we snuck into a festival through a hole in the fence and got caught straight away',
      'fire alarm went off at a sleepover at 3am cos someone made toast',
      'i fell asleep on the bus home and ended up in the next town',
      'Ripped my jeans doing the worm at a party',
      'went to a fancy dress party as a dinosaur and nobody else dressed up',
    ],
  },

  // ---- Guilty Pleasures (statement) ----
  {
    id: 'guilty-1',
    category: 'guilty',
    ageRange: 'young-adults',
    entries: [
      'i watch love island every year and get way too invested',
      'I know every word to the high school musical soundtrack',
      'eating nutella straight from the jar at 2am',
      'cleaning videos on tiktok',
      'i still sleep with my childhood teddy',
    ],
  },
  {
    id: 'guilty-2',
    category: 'guilty',
    ageRange: 'teens',
    entries: [
      'i still watch peppa pig when im ill',
      'Listening to One Direction on repeat',
      'i eat cold pizza for breakfast',
      'i practice my acceptance speech in the mirror lol',
    ],
  },
  {
    id: 'guilty-3',
    category: 'guilty',
    ageRange: 'adults',
    entries: [
      'I hide in the car for 10 minutes before going into the house.',
      'watching old episodes of come dine with me',
      'i love the smell of petrol',
      'McDonalds on the way home from the gym',
      'i buy scratch cards every friday and hide them from my wife',
      'Eurovision is the highlight of my year',
    ],
  },
  {
    id: 'guilty-4',
    category: 'guilty',
    ageRange: 'young-adults',
    entries: [
      'i google myself every few months',
      'Christmas music in july',
      'rewatching the same sitcom for the 8th time instead of starting something new',
      'i love airport food',
      'watching pimple popping videos before bed',
      'i still play club penguin',
      'Singing abba in the shower like its a concert',
    ],
  },
  {
    id: 'guilty-5',
    category: 'guilty',
    ageRange: 'mature-adults',
    entries: [
      'Daytime quiz shows, all of them',
      'i still listen to my old duran duran records',
      'A whole packet of custard creams with a cup of tea',
    ],
  },
  {
    id: 'guilty-6',
    category: 'guilty',
    ageRange: 'teens',
    entries: [
      'i follow like 20 capybara accounts',
      'Minecraft at 2am on a school night',
      'watching kids cartoons w my little brother and pretending i hate it',
      'i eat the icing off cakes and leave the rest',
      'frozen soundtrack in the car',
    ],
  },

  // ---- Weird Habits (statement) ----
  {
    id: 'habits-1',
    category: 'habits',
    ageRange: 'young-adults',
    entries: [
      'i sleep with one foot out of the duvet every night',
      'I count the stairs every time i go up them',
      'set 7 alarms every morning',
      'I talk to my plants like theyre my kids',
      'i eat kitkats by biting the chocolate off the sides first',
    ],
  },
  {
    id: 'habits-2',
    category: 'habits',
    ageRange: 'teens',
    entries: [
      'i keep my volume on even numbers',
      'Smelling new books',
      'i dip my chips in milkshake',
      'i brush my teeth in the shower to save time',
    ],
  },
  {
    id: 'habits-3',
    category: 'habits',
    ageRange: 'adults',
    entries: [
      'I check the front door is locked three times before bed.',
      'reply to texts in my head and then forget to actually send them',
      'i reheat the same cup of tea about 4 times a day',
      'I iron my tea towels',
      'narrating my life in my head like a nature documentary',
      'i walk on the lines of the pavement not the cracks',
    ],
  },
  {
    id: 'habits-4',
    category: 'habits',
    ageRange: 'young-adults',
    entries: [
      'shower in the dark',
      'I rehearse arguments in the shower that will never happen',
      'i take my socks off with my feet',
      'keep every receipt in a shoebox',
      'eat cereal standing over the sink',
      'i tap the top of every doorframe i walk through',
      'Sniffing my coffee before every sip',
    ],
  },
  {
    id: 'habits-5',
    category: 'habits',
    ageRange: 'mature-adults',
    entries: [
      'I label everything in the freezer with the date.',
      'write my shopping list in aisle order',
      'Save every plastic bag I have ever been given',
    ],
  },
  {
    id: 'habits-6',
    category: 'habits',
    ageRange: 'teens',
    entries: [
      'i sort my skittles by colour before i eat them',
      'chew my hoodie strings',
      'I can only do homework with the same song on repeat',
      'always sit in the same seat on the bus or i feel weird',
      'i say thank you to alexa',
    ],
  },

  // ---- Strange Beliefs (statement) ----
  {
    id: 'beliefs-1',
    category: 'beliefs',
    ageRange: 'young-adults',
    entries: [
      'i always salute magpies',
      'I think my cat knows when im lying',
      'bad things come in threes',
      'im convinced my phone listens to my conversations',
      'I genuinely believe in ghosts',
    ],
  },
  {
    id: 'beliefs-2',
    category: 'beliefs',
    ageRange: 'teens',
    entries: [
      'putting a spoon under your pillow makes it snow',
      'I think 7 is my lucky number',
      'i wear the same socks for every exam',
      'my nan sends me robins',
    ],
  },
  {
    id: 'beliefs-3',
    category: 'beliefs',
    ageRange: 'adults',
    entries: [
      "I won't put new shoes on the table, bad luck.",
      'full moons make everyone act weird, ask any teacher',
      'i think dogs can sense bad people',
      'Dreams always mean something',
      'I touch wood every time I say something good',
      'deja vu is a glitch in the matrix',
    ],
  },
  {
    id: 'beliefs-4',
    category: 'beliefs',
    ageRange: 'young-adults',
    entries: [
      'pigeons are government drones',
      'I believe everyone has a twin somewhere in the world',
      'if your ears burn someones talking about you',
      'i never say good luck before a match',
      'Horoscopes are right like 80% of the time',
      'aliens built stonehenge',
      'i think my house is haunted tbh',
    ],
  },
  {
    id: 'beliefs-5',
    category: 'beliefs',
    ageRange: 'mature-adults',
    entries: [
      'Never open an umbrella indoors.',
      'i think animals know when a storm is coming',
      'A robin in the garden means someone is visiting',
    ],
  },
  {
    id: 'beliefs-6',
    category: 'beliefs',
    ageRange: 'teens',
    entries: [
      'if u make a wish at 11:11 it comes true',
      'i think fish can recognise their owners',
      'My dog can sense ghosts',
      'black cats are good luck not bad',
      'the moon landing was fake',
    ],
  },

  // ---- Intimate Mishaps (story) ----
  {
    id: 'intimate-1',
    category: 'intimate',
    ageRange: 'young-adults',
    entries: [
      'sent a flirty text meant for my bf to the family group chat',
      'My trousers split right down the back at a wedding during the first dance',
      'called my boyfriend by my exs name in the middle of an argument',
      'my mum found my toy drawer while putting washing away 😭',
      'facetimed my ex at 3am by accident and he answered',
    ],
  },
  {
    id: 'intimate-2',
    category: 'intimate',
    ageRange: 'teens',
    entries: [
      'my mum read my texts out loud at dinner',
      'walked round school all day with my flies down',
      'My voice cracked right as i said hi to my crush',
      'sent a voice note about my crush TO my crush',
    ],
  },
  {
    id: 'intimate-3',
    category: 'intimate',
    ageRange: 'adults',
    entries: [
      'The walls in our hotel were so thin the couple next door complained at breakfast.',
      'got out the shower and the window cleaner was right there',
      'my kids told their whole class what i wear to bed',
      'a condom fell out my wallet at the till in front of my nan',
      'forgot i was on a video call and got changed in front of my whole team',
      'My partners parents heard us through the wall on our first visit',
    ],
  },
  {
    id: 'intimate-4',
    category: 'intimate',
    ageRange: 'young-adults',
    entries: [
      'a seagull stole my bikini top in cornwall',
      'Got caught skinny dipping by a group of ramblers',
      'my date’s flatmate walked in on us and just sat down for a chat',
      'sent a spicy pic to my landlord by mistake',
      'locked myself out of the hotel room in just a towel and had to go to reception',
      'my towel fell off in the gym changing room as a school group walked in',
      'My bra strap pinged off in a meeting',
    ],
  },
  {
    id: 'intimate-5',
    category: 'intimate',
    ageRange: 'mature-adults',
    entries: [
      'Sent a love heart meant for my husband to the church group whatsapp.',
      'my grandson found my dating app on my ipad',
      'My zip broke at my daughters wedding',
    ],
  },
  {
    id: 'intimate-6',
    category: 'intimate',
    ageRange: 'teens',
    entries: [
      'my mum told my crushes mum i fancied him',
      'tucked my skirt into my tights and walked through the canteen',
      'my little brother showed my crush my baby pics',
      'i practised kissing on my hand and my sister filmed it',
      'My dad liked all my crushes pics from my account by accident',
    ],
  },

  // ---- Added rounds: Awkward Moments ----
  {
    id: 'awkward-7',
    category: 'awkward',
    ageRange: 'teens',
    entries: [
      'read the wrong page out in assembly and didnt realise till everyone started laughing',
      'my mum shouted my full name across the leisure centre, middle name and all',
      'put my hand up then totally forgot what i was gonna say so i just said pass',
      'Phone went off in a mock exam. My ringtone was still the one from year 7 💀',
      'tried to jump the last few steps to look cool and my trainer flew off',
      'laughed along at a joke in form and it turned out it was about me',
    ],
  },
  {
    id: 'awkward-8',
    category: 'awkward',
    ageRange: 'young-adults',
    entries: [
      'told the barista my name was Kate so i didnt have to spell mine and then an actual Kate showed up',
      'I walked straight into the glass door at the Apple store. Everyone saw',
      'my uber driver was my old high school chem teacher and neither of us said a word the whole ride',
    ],
  },
  {
    id: 'awkward-9',
    category: 'awkward',
    ageRange: 'adults',
    entries: [
      'did a whole presentation with spinach in my teeth and not one person said anything',
      'I laughed at a funeral because someones phone went off and it was the crazy frog',
      'card got declined buying one meal deal with the whole queue watching',
      'Reversed into the same bollard twice while the entire car park watched',
      'i forgot the words to happy birthday. At my own sons party',
      'rang the council to complain and my cousin answered',
      'got stuck in a revolving door with a total stranger for a full minute',
      'went to shake hands at parents evening and knocked the teachers tea all over her notes',
    ],
  },
  {
    id: 'awkward-10',
    category: 'awkward',
    ageRange: 'mature-adults',
    entries: [
      'Asked the young lad at the bank if he was old enough to work there. He was the manager',
      'i wore odd shoes to my own retirement do and only noticed in the photos',
      'My hearing aid whistled all the way through the two minute silence',
      'sang the wrong hymn at a christening, loudly, on my own for a whole verse',
    ],
  },

  // ---- Added rounds: Unpopular Opinions ----
  {
    id: 'unpopular-7',
    category: 'unpopular',
    ageRange: 'teens',
    entries: [
      'snow is overrated it just turns into grey slush',
      'the canteen pasta bake is actually good ngl',
      'Staying home in the summer holidays is better than going abroad',
      'tiktok is worse than youtube',
      'cheese on toast beats any takeaway',
      'roblox is better than fortnite and its not even close',
      'strawberrys are the worst fruit',
      'Hot chocolate is better without marshmallows',
    ],
  },
  {
    id: 'unpopular-8',
    category: 'unpopular',
    ageRange: 'young-adults',
    entries: [
      'ranch is disgusting and goes on nothing',
      'I think Thanksgiving food is mid',
      'tipping culture has gotten way out of hand',
      'podcasts are just people talking, i dont get the hype',
    ],
  },
  {
    id: 'unpopular-9',
    category: 'unpopular',
    ageRange: 'adults',
    entries: [
      'Marmite is lovely and people who hate it have never tried it properly',
      'working from home is lonely and i prefer the office',
      'I think weddings should be 20 people max',
      'gravy on chips beats vinegar every time',
      'Fireworks get boring after about 2 minutes',
    ],
  },
  {
    id: 'unpopular-10',
    category: 'unpopular',
    ageRange: 'mature-adults',
    entries: [
      'cruises are floating care homes and i refuse to go on one',
      'I think modern music is better than the stuff from my day',
      'Tea tastes better from a mug than a bone china cup',
    ],
  },

  // ---- Added rounds: Back in the Day ----
  {
    id: 'childhood-7',
    category: 'childhood',
    ageRange: 'teens',
    entries: [
      'got my tongue stuck to an ice lolly and cried till my dad ran it under the tap',
      'I sold my pokemon cards in the playground and made like 30 quid. Then they got banned from school',
      'used to think the tooth fairy was a man called Trevor cos my brother said so',
      'drew a moustache on myself in permanent marker the day before my cousins wedding',
      'hid in the tumble dryer playing hide and seek and fell asleep in there lol',
    ],
  },
  {
    id: 'childhood-8',
    category: 'childhood',
    ageRange: 'young-adults',
    entries: [
      'I put regular dish soap in the dishwasher and flooded the whole kitchen',
      'convinced my little brother he was allergic to broccoli so i could have his dessert',
      'i used to eat crayons in kindergarten, the green ones were my favorite',
      'Had a pet rock named Steve. I still have him',
      'broke my arm jumping off the trampoline into the pool',
      'spelled "because" wrong in the school spelling bee and cried on stage',
      'I superglued my hand to my desk in 2nd grade to get out of a test',
      'my grandpa paid me a dollar for every gray hair i pulled out of his head lmao',
    ],
  },
  {
    id: 'childhood-9',
    category: 'childhood',
    ageRange: 'adults',
    entries: [
      'I had a tamagotchi and my mum had to babysit it while i was at school',
      'Fell out of a tree at cubs and landed right in a patch of nettles',
      'wore a pink shell suit on my first day at secondary and got called barbie for 5 years',
    ],
  },
  {
    id: 'childhood-10',
    category: 'childhood',
    ageRange: 'mature-adults',
    entries: [
      'We had a coal fire and I had to fetch the coal in every morning before school',
      'climbed on the school roof to get a ball back and the caretaker took the ladder away',
      'Me and my brother shared a bed till I was 11',
      'watched the moon landing at a neighbours because they were the only ones on our street with a telly',
      'our milkman let me ride on the float on saturdays',
      'i used to collect empty pop bottles from the rec for the money back on them',
    ],
  },

  // ---- Added rounds: Sport Hot Takes ----
  {
    id: 'sports-7',
    category: 'sports',
    ageRange: 'teens',
    entries: [
      'baseball is the most boring sport ever invented',
      'Cheerleading is harder than football',
      'dodgeball should be in the olympics',
    ],
  },
  {
    id: 'sports-8',
    category: 'sports',
    ageRange: 'young-adults',
    entries: [
      'padel is just tennis for people who cant play tennis',
      'the premier league is the most overrated league in the world',
      'Spin class counts as a sport if you cry during it',
      'i only watch football when the world cup is on and im not ashamed',
      'horse racing shouldnt even be on tv',
      'goal celebrations are better than the actual goals',
    ],
  },
  {
    id: 'sports-9',
    category: 'sports',
    ageRange: 'adults',
    entries: [
      'Sunday league is the real football',
      'the ryder cup is the only golf worth watching',
      'marathons are just people showing off with extra steps',
      'Ice hockey is the best sport nobody in this country watches',
    ],
  },
  {
    id: 'sports-10',
    category: 'sports',
    ageRange: 'mature-adults',
    entries: [
      'Cricket on the radio beats cricket on the telly',
      'wimbledon should go back to wooden rackets',
      'players roll around far too much these days',
      'Synchronised swimming is the hardest sport at the olympics',
      'rugby was better before it went professional',
      'the grand national is the best day of the sporting year',
      'golfers should have to carry their own bags',
      'Managers get sacked much too quickly nowadays',
    ],
  },

  // ---- Added rounds: Let's Talk Politics ----
  {
    id: 'politics-7',
    category: 'politics',
    ageRange: 'teens',
    entries: [
      'teachers shouldnt be allowed to keep you in at break',
      'Everyone should get a day off school on their birthday',
      'kids should get a vote on where the family goes on holiday',
      'the front seat should be on a rota not whoever shouts shotgun first',
      'i think students should run the canteen for a week',
      'Pocket money should go up with inflation tbh',
    ],
  },
  {
    id: 'politics-8',
    category: 'politics',
    ageRange: 'young-adults',
    entries: [
      'health insurance shouldnt be tied to your job',
      'I think the electoral college needs to go',
      'whoever controls the thermostat in our apartment should have to be elected lol',
    ],
  },
  {
    id: 'politics-9',
    category: 'politics',
    ageRange: 'adults',
    entries: [
      'Every school should teach kids how to do a tax return',
      'second homes should be taxed way more',
      'hospital car parks should be free',
      'I think jury duty should pay properly',
      'the clocks should stop going back and forward',
      'Whoever leaves the office milk out should be fined',
      'chewing gum on the pavement should be a proper fine like in singapore',
      'councils should have to publish what they spend every month',
    ],
  },
  {
    id: 'politics-10',
    category: 'politics',
    ageRange: 'mature-adults',
    entries: [
      'Banks should have to keep a branch in every town',
      'politicians should have had a proper job first',
      'Pensions shouldnt be a political football',
      'i think the house of lords should be scrapped',
    ],
  },

  // ---- Added rounds: Dating Disasters ----
  {
    id: 'dating-7',
    category: 'dating',
    ageRange: 'teens',
    entries: [
      'took a girl to the park and a dog ran off with my trainer',
      'My brace got caught on his hoodie when we hugged goodbye',
      'he asked me to prom then asked my best friend the next day',
    ],
  },
  {
    id: 'dating-8',
    category: 'dating',
    ageRange: 'young-adults',
    entries: [
      'went on a date to a pottery class and knocked his bowl off the wheel',
      'My date brought her own sauce to nandos in her handbag',
      'he showed me about 40 pics of his cat before the starters came',
      'we went for a romantic walk and he led us straight into a field of cows',
      'Waited an hour at the wrong bar. He was next door the whole time',
      'she asked my star sign and then said "ah that explains it" and went quiet',
    ],
  },
  {
    id: 'dating-9',
    category: 'dating',
    ageRange: 'adults',
    entries: [
      'My blind date turned out to be my dentist',
      'he took me to his moms house for dinner on the first date',
      'the waiter lit our dessert on fire and it caught my napkin',
      'She asked for my five year plan before we even ordered drinks',
      'got a parking ticket, a flat tire and a nosebleed all on one date lol',
    ],
  },
  {
    id: 'dating-10',
    category: 'dating',
    ageRange: 'mature-adults',
    entries: [
      'first date since being widowed and i ordered for her out of habit',
      'He turned up in a tracksuit to a nice restaurant',
      'my son checked him out on facebook before i was allowed to go',
      'We both turned up at the garden centre cafe in the exact same red scarf',
      'He talked about his ex wife for two hours. I know all about Linda now',
      'he told the waitress it was his birthday to get a free pudding, it wasnt',
      'My date brought his sister along',
      'he brought me flowers from his own garden, roots and all',
    ],
  },

  // ---- Added rounds: Nights Out ----
  {
    id: 'nightsout-7',
    category: 'nightsout',
    ageRange: 'teens',
    entries: [
      'snuck out to watch the fireworks on the hill and my dad was already up there',
      'went to a gig with my mum and she got to the barrier before me',
      'Stayed up all night at my mates watching horror films and then he sleepwalked into the kitchen',
      'the bowling alley shut while we were still in the arcade bit lol',
    ],
  },
  {
    id: 'nightsout-8',
    category: 'nightsout',
    ageRange: 'young-adults',
    entries: [
      'lost my friends at a frat party and played beer pong with strangers till 4am',
      'Got a tattoo on spring break that was supposed to say hope. It says hoe',
      'my uber dropped me at the wrong house and i almost let myself in',
      'threw up in my own purse in the back of a cab',
      'went to karaoke and sang the same song 3 times in a row',
      'i got my heel stuck in a subway grate and just left the shoe there',
      'Danced on the bar in Nashville till the bartender made me get down',
      'ate a whole pizza on the sidewalk at 3am with a stranger who was also crying',
    ],
  },
  {
    id: 'nightsout-9',
    category: 'nightsout',
    ageRange: 'adults',
    entries: [
      'Went to a silent disco and danced to a different channel to everyone else all night',
      'got locked in a pub toilet for an hour cos the lock broke and nobody could hear me over the music',
      'chatted to a bloke at the bar for ages and he turned out to be my new boss',
    ],
  },
  {
    id: 'nightsout-10',
    category: 'nightsout',
    ageRange: 'mature-adults',
    entries: [
      'Went to a 70s night and people thought I was in fancy dress. I was just dressed',
      'left my reading glasses at home and couldnt read the menu in the pub so i just pointed',
      'My knees gave up halfway through YMCA',
      'got the last taxi home and the driver was one of my old pupils',
      'stayed out till 2 for our anniversary and it took me three days to recover',
    ],
  },

  // ---- Added rounds: Guilty Pleasures ----
  {
    id: 'guilty-7',
    category: 'guilty',
    ageRange: 'teens',
    entries: [
      'i still watch spongebob when no one is home',
      'Eating ramen noodles dry out the packet',
      'i reread my old texts from middle school just to cringe',
      'watching people unbox stuff i will never be able to buy',
      'sleeping in my hoodie even in summer',
    ],
  },
  {
    id: 'guilty-8',
    category: 'guilty',
    ageRange: 'young-adults',
    entries: [
      'i fall asleep to the same true crime youtuber every night',
      'Greggs sausage roll for breakfast most days tbh',
      'i know every bake off winner off by heart',
    ],
  },
  {
    id: 'guilty-9',
    category: 'guilty',
    ageRange: 'adults',
    entries: [
      'crisp sandwiches',
      'I still buy the kids magazines with the free toy on the front for myself',
      'reading the comments under news articles just to get angry',
      'watching property programmes about houses i will never be able to afford',
      'I eat my kids easter eggs after they go to bed',
      'a full fry up on a monday morning before work',
      'Belting out power ballads on my own in the car on the way to work',
      'ordering a takeaway for one and saying its for two',
    ],
  },
  {
    id: 'guilty-10',
    category: 'guilty',
    ageRange: 'mature-adults',
    entries: [
      'Watching reality dating shows with my granddaughter',
      'a bowl of ice cream every single night',
      'I read romance novels and hide the covers',
      'playing candy crush during the sermon',
    ],
  },

  // ---- Added rounds: Weird Habits ----
  {
    id: 'habits-7',
    category: 'habits',
    ageRange: 'teens',
    entries: [
      'i eat the crusts first and save the middle for last',
      'cant sleep unless my wardrobe door is shut',
      'I crack my knuckles like every 5 minutes',
      'i name all my plushies and say night to each one',
      'Always rewind a song if i missed the best bit',
      'i warm my socks on the radiator before i put them on',
      'walk round the house on my tiptoes',
      'i keep my phone at 100 percent or i get stressed',
    ],
  },
  {
    id: 'habits-8',
    category: 'habits',
    ageRange: 'young-adults',
    entries: [
      'i put hot sauce on literally everything, even pancakes once',
      'I have to sleep with a fan on even in winter',
      'keep like 47 tabs open at all times',
      'only drink my coffee out of the same chipped mug',
    ],
  },
  {
    id: 'habits-9',
    category: 'habits',
    ageRange: 'adults',
    entries: [
      'I always put my left shoe on first, cant do it the other way round',
      'read the last page of a book before i start it',
      'i hum the countdown clock music while waiting for the kettle',
    ],
  },
  {
    id: 'habits-10',
    category: 'habits',
    ageRange: 'mature-adults',
    entries: [
      'I keep a notebook of every bird I see in the garden',
      'still write cheques for everything',
      'i save the wrapping paper from presents and iron it to use again',
      'Put the kettle on every time I walk past it',
      'i read the newspaper back to front',
      'wind all the clocks on a sunday evening',
    ],
  },

  // ---- Added rounds: Strange Beliefs ----
  {
    id: 'beliefs-7',
    category: 'beliefs',
    ageRange: 'teens',
    entries: [
      'i think my dog understands english better than my brother',
      'If you swallow gum it stays in you for 7 years',
      'my lucky pencil is the only reason i passed algebra',
      'there are way bigger monsters in the ocean than anyone knows about',
      'Birthday wishes only work if you blow all the candles out in one go',
      'bigfoot is real and my uncle has seen him',
    ],
  },
  {
    id: 'beliefs-8',
    category: 'beliefs',
    ageRange: 'young-adults',
    entries: [
      'I think crystals actually help my anxiety',
      'never cut your nails at night',
      'i reckon my car runs better when i say please to it',
    ],
  },
  {
    id: 'beliefs-9',
    category: 'beliefs',
    ageRange: 'adults',
    entries: [
      'the loch ness monster is definately real',
      'If you give someone a knife as a present they have to pay you a penny for it',
      'a hot cup of tea cools you down more than a cold drink',
      'i reckon my house knows when im going on holiday because something always breaks',
      'Crossing someone on the stairs is bad luck',
    ],
  },
  {
    id: 'beliefs-10',
    category: 'beliefs',
    ageRange: 'mature-adults',
    entries: [
      'A cold bath cures most things',
      'always leave a house by the same door you came in',
      'i believe an itchy palm means money is coming',
      'Rain on your wedding day is good luck',
      'cats shouldnt be left alone with a sleeping baby',
      'you should turn the money in your purse over at a new moon',
      'Eating cheese before bed gives you nightmares',
      'i think my late husband moves my keys',
    ],
  },

  // ---- Added rounds: Intimate Mishaps ----
  {
    id: 'intimate-7',
    category: 'intimate',
    ageRange: 'teens',
    entries: [
      'my nan hung all my bras on the washing line right next to the bus stop',
      'got my period in white jeans on a school trip',
      'My brother found my diary and read it out to his mates on xbox',
    ],
  },
  {
    id: 'intimate-8',
    category: 'intimate',
    ageRange: 'young-adults',
    entries: [
      'my roommate came home early while i was on a facetime date in lingerie',
      'sent my boss a heart emoji meant for my girlfriend',
      'Fell off the bed making out and sprained my wrist',
      'hooked up with a guy and his mom called mid kiss. He answered',
      'my landlord let himself in to fix the sink while i was in the bath',
      'my bfs dog ate my underwear and we ended up at the emergency vet at midnight',
      'The hotel fire alarm went off and i ended up in the parking lot in my boyfriends boxers',
      'my apple watch asked if i wanted to log a workout at 1am lol',
    ],
  },
  {
    id: 'intimate-9',
    category: 'intimate',
    ageRange: 'adults',
    entries: [
      'The dog ran off with my knickers into the garden while the in laws were round',
      'i booked a romantic cabin and it was right next to a scout camp',
      'Tried a bath for two and we got stuck, had to pull the plug and wait',
      'my fake tan came off all over his mums brand new white bedding',
      'booked a posh hotel for our anniversary and my mother in law was in the next room',
    ],
  },
  {
    id: 'intimate-10',
    category: 'intimate',
    ageRange: 'mature-adults',
    entries: [
      'the grandkids found our old love letters in the loft and read them out at christmas',
      'My false teeth came out during a kiss',
      'ordered a lacy nightie online and it got delivered to my neighbour',
      'Hubby tried to carry me over the threshold on our 30th and put his back out',
    ],
  },
];
