// More of AniList's real tag vocabulary, so that the tag collection is as long as the site's
// (its tag picker has several hundred options; Automail detects the picker by "over 205 options",
// spec doc 3 §5). Descriptions are our own short wording. One tag has no description, as some
// new tags on AniList have none: the tag-description module then shows its missing-description message.
// Seeded at the end of generateFixture; no randomness, media keep the tags they already have.

import type { MediaTagDefinition, WorldFixture } from './types.ts';

/** The tag whose description AniList has not written yet. */
export const TAG_WITHOUT_DESCRIPTION = 'Ero Guro';

const EXTRA_TAGS: Record<string, string[]> = {
  'Cast-Main Cast': ['Primarily Male Cast', 'Primarily Child Cast', 'Primarily Animal Cast', 'Villainess'],
  'Cast-Traits': ['Age Gap', 'Amnesia', 'Android', 'Angels', 'Anthropomorphism', 'Assassins', 'Butler', 'Chuunibyou',
    'Clone', 'Cosplay', 'Cyborg', 'Demons', 'Detective Agency', 'Dragons', 'Dullahan', 'Elf', 'Ghost', 'Gyaru',
    'Hikikomori', 'Kemonomimi', 'Kuudere', 'Maids', 'Mermaid', 'Monster Boy', 'Monster Girl', 'Nekomimi', 'Nun',
    'Oiran', 'Ojou-sama', 'Pirates', 'Shapeshifting', 'Skeleton', 'Succubus', 'Twins', 'Werewolf', 'Witch', 'Yandere',
    'Zombie', 'Gods', 'Aliens', 'Orphan', 'Office Lady', 'Teacher', 'Trap', 'Yakuza'],
  'Demographic': [],
  'Setting-Scene': ['Bar', 'College', 'Desert', 'Foreign', 'Island', 'Outdoor', 'Restaurant', 'Rural Town', 'Snowscape',
    'Suburban', 'Train', 'Vikings', 'Wilderness', 'Airsoft', 'Boarding School', 'Classic Literature', 'Fairy Tale'],
  'Setting-Time': ['Achronological Order', 'Anachronism', 'Ancient China', 'Dystopian', 'Historical', 'Time Loop',
    'Heian Period', 'Sengoku Period', 'Edo Period', 'Meiji Period', 'Showa Period', 'Victorian Era', 'Middle Ages'],
  'Setting-Universe': ['Afterlife', 'Alternate Universe', 'Augmented Reality', 'Omegaverse',
    'Steampunk', 'Virtual World', 'Dungeon', 'Urban Fantasy', 'Utopia'],
  'Theme-Action': ['Archery', 'Espionage', 'Fugitive', 'Guns', 'Mechs', 'Real Robot', 'Super Robot',
    'Spearplay', 'Tanks', 'War'],
  'Theme-Arts': ['Acting', 'Calligraphy', 'Classic Music', 'Drawing', 'Fashion', 'Photography', 'Poetry', 'Writing'],
  'Theme-Arts-Music': ['Dancing', 'Idol Group', 'Jazz', 'Metal Music', 'Musical Theater', 'Rock Music'],
  'Theme-Comedy': ['Satire', 'Slapstick', 'Gag Humor'],
  'Theme-Drama': ['Bullying', 'Class Struggle', 'Conspiracy', 'Denpa', 'Disability', 'Drugs', 'Dysfunctional Family',
    'Family Life', 'Rehabilitation', 'Revenge', 'Suicide', 'Terrorism', 'Politics', 'Philosophy', 'Religion'],
  'Theme-Fantasy': ['Body Swapping', 'Cultivation', 'Curses', 'Exorcism', 'Fairy', 'Henshin', 'Kaiju', 'Magic Girl',
    'Necromancy', 'Reincarnation', 'Shrine Maiden', 'Spirits', 'Summoned Into Another World', 'Tokusatsu', 'Youkai',
    'Wuxia', 'Xianxia'],
  'Theme-Game': ['Go', 'Mahjong', 'Shogi', 'Chess', 'Gambling', 'Esports', 'Board Game'],
  'Theme-Game-Sport': ['Athletics', 'Badminton', 'Basketball', 'Boxing', 'Cheerleading', 'Cycling', 'Fishing', 'Fitness',
    'Golf', 'Handball', 'Ice Skating', 'Judo', 'Lacrosse', 'Motorcycles', 'Parkour', 'Rugby', 'Scuba Diving',
    'Skateboarding', 'Skiing', 'Surfing', 'Swimming', 'Table Tennis', 'Tennis', 'Volleyball', 'Wrestling', 'Kendo',
    'Karuta', 'Horse Racing', 'Car Racing', 'Climbing'],
  'Theme-Other': ['Adoption', 'Agriculture', 'Animals', 'Cars', 'Cooking', 'Crime', 'Economics', 'Education',
    'Environmental', 'Ero Guro', 'Filmmaking', 'Medicine', 'Memory Manipulation', 'Mopeds', 'Otaku Culture', 'Outdoor Activities',
    'Pandemic', 'Prison', 'Software Development', 'Survival', 'Travel', 'Workplace', 'Lost Civilization',
    'Noir', 'Cannibalism', 'Death Game', 'Psychosexual', 'Bisexual', 'Transgender', 'LGBTQ+ Themes'],
  'Theme-Romance': ['Boys\' Love', 'Female Harem', 'Male Harem', 'Mixed Gender Harem', 'Matchmaking', 'Arranged Marriage',
    'Office', 'Teens\' Love', 'Unrequited Love'],
  'Theme-Sci-Fi': ['Artificial Intelligence', 'Biographical', 'Cyberspace', 'Genetic Modification', 'Space Opera',
    'Time Travel', 'Transhumanism', 'Virtual Reality'],
  'Theme-Slice of Life': ['Camping', 'Agender', 'Parenthood', 'Seasonal', 'Cute Boys Doing Cute Things'],
  'Technical': ['Advertisement', 'Flash', 'Live Action', 'No Dialogue', 'Non-fiction', 'Puppetry', 'Rotoscoping',
    'Stop Motion', 'Long Strip', 'Promotional', 'Full Color'],
};

/** Appends the extra tags (names not yet in the collection) after the existing ones. */
export function seedTagVocabulary(fixture: WorldFixture): void {
  const known = new Set(fixture.tags.map((t) => t.name));
  let nextId = Math.max(...fixture.tags.map((t) => t.id)) + 1;
  for (const [category, names] of Object.entries(EXTRA_TAGS)) {
    for (const name of names) {
      if (known.has(name)) continue;
      known.add(name);
      const tag: MediaTagDefinition = {
        id: nextId++,
        name,
        description: name === TAG_WITHOUT_DESCRIPTION ? null : `Stories where ${name.toLowerCase()} plays a notable part.`,
        category,
        isAdult: false,
        isGeneralSpoiler: false,
      };
      fixture.tags.push(tag);
    }
  }
}
