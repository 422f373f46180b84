/** What the MyAnimeList recommendations say, in one place. */
export const HEADING = 'MyAnimeList Recommendations';
export const ON_MAL = 'on MyAnimeList';
