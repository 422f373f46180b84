// Fixed word lists the generator draws from. Tag names, genres and categories are AniList's
// real vocabulary (features match on them); the descriptions are our own short wording.

import type { MediaTagDefinition } from './types.ts';

export const GENRES = [
  'Action', 'Adventure', 'Comedy', 'Drama', 'Ecchi', 'Fantasy', 'Hentai', 'Horror',
  'Mahou Shoujo', 'Mecha', 'Music', 'Mystery', 'Psychological', 'Romance', 'Sci-Fi',
  'Slice of Life', 'Sports', 'Supernatural', 'Thriller',
] as const;

type TagRow = [name: string, category: string, description: string, isAdult?: boolean, isGeneralSpoiler?: boolean];

const TAG_ROWS: TagRow[] = [
  ['Shounen', 'Demographic', 'Aimed mainly at a teenage male audience.'],
  ['Shoujo', 'Demographic', 'Aimed mainly at a teenage female audience.'],
  ['Seinen', 'Demographic', 'Aimed mainly at an adult male audience.'],
  ['Josei', 'Demographic', 'Aimed mainly at an adult female audience.'],
  ['Kids', 'Demographic', 'Made for young children.'],
  ['Male Protagonist', 'Cast-Main Cast', 'The main character is male.'],
  ['Female Protagonist', 'Cast-Main Cast', 'The main character is female.'],
  ['Ensemble Cast', 'Cast-Main Cast', 'Many characters share the spotlight.'],
  ['Anti-Hero', 'Cast-Main Cast', 'A protagonist without the usual heroic virtues.'],
  ['Primarily Adult Cast', 'Cast-Main Cast', 'Most of the cast are adults.'],
  ['Primarily Female Cast', 'Cast-Main Cast', 'Most of the cast are women or girls.'],
  ['Primarily Teen Cast', 'Cast-Main Cast', 'Most of the cast are teenagers.'],
  ['Tsundere', 'Cast-Traits', 'A character who hides affection behind hostility.'],
  ['Robots', 'Cast-Traits', 'Mechanical beings play a notable part.'],
  ['Vampire', 'Cast-Traits', 'Features vampires.'],
  ['Delinquents', 'Cast-Traits', 'Features rule-breaking youths.'],
  ['Idol', 'Cast-Traits', 'Centres on idols and their careers.'],
  ['Ninja', 'Cast-Traits', 'Features ninja.'],
  ['Samurai', 'Cast-Traits', 'Features samurai.'],
  ['School', 'Setting-Scene', 'Much of the story happens at a school.'],
  ['Urban', 'Setting-Scene', 'Set in a modern city.'],
  ['Rural', 'Setting-Scene', 'Set in the countryside.'],
  ['Space', 'Setting-Universe', 'Set in outer space.'],
  ['Post-Apocalyptic', 'Setting-Universe', 'Set after the collapse of civilisation.'],
  ['Isekai', 'Theme-Fantasy', 'Characters are carried into another world.'],
  ['Magic', 'Theme-Fantasy', 'Magic is a central element.'],
  ['Super Power', 'Theme-Fantasy', 'Characters have superhuman abilities.'],
  ['Mythology', 'Theme-Fantasy', 'Draws on myths and legends.'],
  ['Time Skip', 'Theme-Other', 'The story jumps forward in time.', false, true],
  ['Time Manipulation', 'Theme-Sci-Fi', 'Characters move through or alter time.'],
  ['Cyberpunk', 'Theme-Sci-Fi', 'High technology with a low life.'],
  ['Military', 'Theme-Action', 'Armed forces and warfare.'],
  ['Martial Arts', 'Theme-Action', 'Hand-to-hand fighting styles.'],
  ['Swordplay', 'Theme-Action', 'Fights with bladed weapons.'],
  ['Battle Royale', 'Theme-Action', 'Many fight until one is left.'],
  ['Tragedy', 'Theme-Drama', 'Dwells on suffering and loss.'],
  ['Coming of Age', 'Theme-Drama', 'Growing up and finding oneself.'],
  ['Found Family', 'Theme-Drama', 'Strangers become a family.'],
  ['Iyashikei', 'Theme-Slice of Life', 'Gentle, soothing everyday life.'],
  ['Cute Girls Doing Cute Things', 'Theme-Slice of Life', 'Pleasant everyday activities of a cast of girls.'],
  ['Food', 'Theme-Slice of Life', 'Cooking and eating.'],
  ['Love Triangle', 'Theme-Romance', 'Three people, one heart.'],
  ['Heterosexual', 'Theme-Romance', 'Romance between a man and a woman.'],
  ['Boys\' Love', 'Theme-Romance', 'Romance between men.'],
  ['Yuri', 'Theme-Romance', 'Romance between women.'],
  ['Parody', 'Theme-Comedy', 'Makes fun of other works or genres.'],
  ['Surreal Comedy', 'Theme-Comedy', 'Humour from the absurd.'],
  ['Detective', 'Theme-Other', 'Solving crimes.'],
  ['Gore', 'Theme-Other', 'Graphic violence.'],
  ['Baseball', 'Theme-Game-Sport', 'Centres on baseball.'],
  ['Football', 'Theme-Game-Sport', 'Centres on association football.'],
  ['Card Battle', 'Theme-Game-Card & Board Game', 'Conflicts settled by card games.'],
  ['Video Games', 'Theme-Game', 'Centres on video games.'],
  ['Band', 'Theme-Arts-Music', 'A group playing music together.'],
  ['Episodic', 'Technical', 'Episodes stand mostly on their own.'],
  ['Full CGI', 'Technical', 'Animated entirely in 3D computer graphics.'],
  ['Anthology', 'Technical', 'A collection of separate stories.'],
  ['Adapted from a Video Game', 'Technical', 'Based on a video game.'],
  ['4-koma', 'Technical', 'Told in four-panel strips.'],
  ['Nudity', 'Sexual Content', 'Shows nudity.', true],
  ['Fan Service', 'Sexual Content', 'Sexualised framing for the audience.'],
];

export const TAGS: MediaTagDefinition[] = TAG_ROWS.map(([name, category, description, isAdult, isGeneralSpoiler], i) => ({
  id: 80 + i * 3,
  name,
  description,
  category,
  isAdult: isAdult ?? false,
  isGeneralSpoiler: isGeneralSpoiler ?? false,
}));

// Romaji is built from syllables so titles look Japanese and convert cleanly to katakana.
export const SYLLABLES = [
  'ka', 'ki', 'ku', 'ke', 'ko', 'sa', 'shi', 'su', 'se', 'so', 'ta', 'chi', 'tsu', 'te', 'to',
  'na', 'ni', 'nu', 'ne', 'no', 'ha', 'hi', 'fu', 'he', 'ho', 'ma', 'mi', 'mu', 'me', 'mo',
  'ya', 'yu', 'yo', 'ra', 'ri', 'ru', 're', 'ro', 'wa', 'ga', 'gi', 'gu', 'ge', 'go', 'za',
  'ji', 'zu', 'ze', 'zo', 'da', 'de', 'do', 'ba', 'bi', 'bu', 'be', 'bo', 'a', 'i', 'u', 'e', 'o', 'n',
] as const;

export const KATAKANA: Record<string, string> = {
  ka: 'カ', ki: 'キ', ku: 'ク', ke: 'ケ', ko: 'コ', sa: 'サ', shi: 'シ', su: 'ス', se: 'セ', so: 'ソ',
  ta: 'タ', chi: 'チ', tsu: 'ツ', te: 'テ', to: 'ト', na: 'ナ', ni: 'ニ', nu: 'ヌ', ne: 'ネ', no: 'ノ',
  ha: 'ハ', hi: 'ヒ', fu: 'フ', he: 'ヘ', ho: 'ホ', ma: 'マ', mi: 'ミ', mu: 'ム', me: 'メ', mo: 'モ',
  ya: 'ヤ', yu: 'ユ', yo: 'ヨ', ra: 'ラ', ri: 'リ', ru: 'ル', re: 'レ', ro: 'ロ', wa: 'ワ', ga: 'ガ',
  gi: 'ギ', gu: 'グ', ge: 'ゲ', go: 'ゴ', za: 'ザ', ji: 'ジ', zu: 'ズ', ze: 'ゼ', zo: 'ゾ', da: 'ダ',
  de: 'デ', do: 'ド', ba: 'バ', bi: 'ビ', bu: 'ブ', be: 'ベ', bo: 'ボ', a: 'ア', i: 'イ', u: 'ウ',
  e: 'エ', o: 'オ', n: 'ン',
};

/** Particles and suffixes that make generated romaji read like real titles. */
export const ROMAJI_JOINERS = ['no', 'to', 'wa', 'ga', 'de'] as const;
export const ROMAJI_SUFFIXES = ['-hen', ' Gekijouban', ' Zoku', ' Shin', ' Kanketsu-hen', ' Gaiden'] as const;

export const KANJI = [
  '空', '海', '星', '月', '花', '夢', '風', '光', '影', '剣', '魔', '王', '少女', '物語', '学園', '世界',
  '恋', '約束', '伝説', '戦記', '日記', '青', '紅', '白', '黒', '雪', '火', '龍', '猫', '歌',
] as const;

export const ENGLISH_ADJECTIVES = [
  'Silent', 'Crimson', 'Endless', 'Broken', 'Hidden', 'Last', 'First', 'Wandering', 'Golden',
  'Fallen', 'Eternal', 'Little', 'Distant', 'Burning', 'Frozen', 'Secret', 'Lonely', 'Brave',
  'Starry', 'Quiet', 'Rising', 'Shattered', 'Gentle', 'Lost',
] as const;

export const ENGLISH_NOUNS = [
  'Sky', 'Blade', 'Garden', 'Witch', 'Kingdom', 'Summer', 'Melody', 'Sea', 'Promise', 'Dragon',
  'Academy', 'Moon', 'Journey', 'Heart', 'Detective', 'Knight', 'Island', 'City', 'Season',
  'Voyage', 'Flower', 'Cat', 'Star', 'Letter', 'Storm', 'Dream',
] as const;

export const ENGLISH_TAILS = [
  '', '', '', ': The Movie', ' Season 2', ' Season 3', ': Part 2', ' Zero', ' Chronicles',
  ' of the Night', ' in Spring', ' Reborn',
] as const;

export const FAMILY_NAMES = [
  'Satou', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Itou', 'Yamamoto', 'Nakamura',
  'Kobayashi', 'Katou', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue',
  'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto', 'Ishikawa',
  'Ogawa', 'Fujita', 'Okada', 'Gotou', 'Hasegawa', 'Murakami', 'Kondou', 'Ishii', 'Sakamoto',
] as const;
export const FAMILY_NAMES_NATIVE: Record<string, string> = {
  Satou: '佐藤', Suzuki: '鈴木', Takahashi: '高橋', Tanaka: '田中', Watanabe: '渡辺', Itou: '伊藤',
  Yamamoto: '山本', Nakamura: '中村', Kobayashi: '小林', Katou: '加藤', Yoshida: '吉田', Yamada: '山田',
  Sasaki: '佐々木', Yamaguchi: '山口', Matsumoto: '松本', Inoue: '井上', Kimura: '木村', Hayashi: '林',
  Shimizu: '清水', Yamazaki: '山崎', Mori: '森', Abe: '阿部', Ikeda: '池田', Hashimoto: '橋本',
  Ishikawa: '石川', Ogawa: '小川', Fujita: '藤田', Okada: '岡田', Gotou: '後藤', Hasegawa: '長谷川',
  Murakami: '村上', Kondou: '近藤', Ishii: '石井', Sakamoto: '坂本',
};
export const GIVEN_NAMES = [
  'Haruto', 'Yuuto', 'Sora', 'Riku', 'Ren', 'Kaito', 'Hinata', 'Sakura', 'Yui', 'Aoi', 'Rin',
  'Mio', 'Akari', 'Hana', 'Kenji', 'Takeshi', 'Ayaka', 'Misaki', 'Shun', 'Daichi', 'Nanami',
  'Kaede', 'Tsubasa', 'Hikaru', 'Asuka', 'Mai', 'Rei', 'Shinji', 'Emi', 'Kouji',
] as const;
export const WESTERN_GIVEN = ['Emily', 'Chris', 'Laura', 'Marco', 'Sofia', 'Daniel', 'Hanna', 'Lucas', 'Ana', 'Pierre'] as const;
export const WESTERN_FAMILY = ['Smith', 'Rossi', 'García', 'Silva', 'Martin', 'Müller', 'Kim', 'Cohen', 'Nagy', 'Park'] as const;

export const STUDIO_NAMES = [
  'Studio Kumo', 'Hoshizora Animation', 'Aozora Pictures', 'Kitsune Works', 'Studio Yoru',
  'Sakura Motion', 'Tsuki Productions', 'Arashi Studio', 'Kaze Animation', 'Mangetsu',
  'Studio Hikari', 'Yume Factory', 'Raijin Works', 'Studio Nami', 'Kagami Animation',
] as const;
export const PRODUCER_NAMES = [
  'Aniplex Hold', 'Kadokawa Media', 'Pony Records', 'Lantis Sound', 'Shueisha Partners',
  'TOHO Visual', 'Bandai Film', 'Crunch Licensing', 'Sentai Distribution', 'Fuji Broadcast',
] as const;

export const MAGAZINES = [
  'Shounen Leap', 'Young Sunday', 'Monthly Afternoon', 'Big Comic Original', 'Ribon Mix',
  'Comic Yuri Garden', 'Manga Time Kirara', 'Weekly Shounen Sunrise', 'Comic Beam', "Young King's Ours",
] as const;

export const STAFF_ROLES_ANIME = [
  'Director', 'Series Composition', 'Character Design', 'Music', 'Original Creator',
  'Animation Director', 'Sound Director', 'Storyboard (ep 1)', 'Key Animation (ep 3)', 'Script',
] as const;
export const STAFF_ROLES_MANGA = ['Story & Art', 'Story', 'Art', 'Original Story', 'Translator (English)'] as const;
export const OCCUPATIONS = ['Voice Actor', 'Animator', 'Director', 'Mangaka', 'Composer', 'Writer'] as const;

export const THREAD_CATEGORIES = [
  { id: 1, name: 'Anime' }, { id: 2, name: 'Manga' }, { id: 4, name: 'Light Novels' },
  { id: 5, name: 'Visual Novels' }, { id: 7, name: 'General' }, { id: 8, name: 'News' },
  { id: 9, name: 'Music' }, { id: 10, name: 'Gaming' }, { id: 11, name: 'Site Feedback' },
  { id: 12, name: 'Bug Reports' }, { id: 13, name: 'Site Announcements' }, { id: 15, name: 'Recommendations' },
  { id: 16, name: 'Forum Games' }, { id: 17, name: 'Misc' }, { id: 18, name: 'AniList Apps' },
] as const;

export const PROFILE_COLOURS = ['blue', 'purple', 'pink', 'orange', 'red', 'green', 'gray'] as const;

export const CHAT_LINES = [
  'Just finished this, what a ride.', 'Anyone else think the ending was rushed?',
  'Started a rewatch today!', 'The soundtrack is incredible.', 'Need recommendations for something cosy.',
  'This season is stacked.', 'Finally caught up with the manga.', 'Hot take: the first arc is the best.',
  'Episode 7 had amazing animation.', 'Thank you for the recommendation!', 'Welcome back :)',
  'I am dropping this one, sorry.', 'Can someone explain the twist?',
] as const;
