/**
 * The straightforward checker, written the way the original ran it: every rule re-derives what
 * it needs (source relations filtered again per rule, the description lower-cased per phrase,
 * genre and tag look-ups in arrays) and each hit line is built as a string. Same rules, same
 * hits; only the way of computing differs.
 */
import type { CheckerMedia, FuzzyDate } from '../../src/workers/checker';

const GENRES = ['Action', 'Adventure', 'Comedy', 'Drama', 'Ecchi', 'Fantasy', 'Hentai', 'Horror', 'Mahou Shoujo', 'Mecha', 'Music', 'Mystery', 'Psychological', 'Romance', 'Sci-Fi', 'Slice of Life', 'Sports', 'Supernatural', 'Thriller'];
const DEMOGRAPHICS = ['Shounen', 'Shoujo', 'Josei', 'Seinen', 'Kids'];

type Rule = [description: string, test: (m: CheckerMedia, seen: number[]) => boolean];

const sources = (m: CheckerMedia) => (m.relations?.edges ?? []).filter((e) => e?.relationType === 'SOURCE');
const desc = (m: CheckerMedia) => m.description ?? '';
const incomplete = (d: FuzzyDate | null | undefined) => !d?.year || !d.month || !d.day;
function before(s: FuzzyDate, e: FuzzyDate): boolean {
  if (!s.year || !e.year) return false;
  if (s.year !== e.year) return s.year > e.year;
  if (!s.month || !e.month) return false;
  if (s.month !== e.month) return s.month > e.month;
  if (!s.day || !e.day) return false;
  return s.day > e.day;
}

const RULES: Rule[] = [
  ['End date before start date', (m) => !!m.startDate && !!m.endDate && before(m.startDate, m.endDate)],
  ['Dates before 1900', (m) => (!!m.startDate?.year && m.startDate.year < 1900) || (!!m.endDate?.year && m.endDate.year < 1900)],
  ['Missing dates', (m) => (m.status === 'FINISHED' ? !m.startDate?.year || !m.endDate?.year : m.status === 'RELEASING' && !m.startDate?.year)],
  ['Incomplete dates', (m) => (m.status === 'FINISHED' ? incomplete(m.startDate) || incomplete(m.endDate) : m.status === 'RELEASING' && incomplete(m.startDate))],
  ['No tags', (m) => (m.tags ?? []).length === 0],
  ['No genres', (m) => (m.genres ?? []).length === 0],
  ['Tag below 20%', (m) => (m.tags ?? []).some((t) => t?.rank != null && t.rank < 20)],
  ['Multiple demographic tags', (m) => (m.tags ?? []).filter((t) => DEMOGRAPHICS.includes(t?.name ?? '')).length > 1],
  ['Invalid genre', (m) => (m.genres ?? []).some((g) => !GENRES.includes(g ?? ''))],
  ['Missing banner', (m) => !m.bannerImage],
  ['Oneshot without one chapter', (m) => m.format === 'ONE_SHOT' && m.chapters !== 1],
  ['Missing MAL ID', (m) => !m.idMal],
  ['Duplicated MAL ID', (m, seen) => {
    if (!m.idMal) return false;
    if (seen.includes(m.idMal)) return true;
    seen.push(m.idMal);
    return false;
  }],
  ['Missing native title', (m) => !m.title?.native],
  ['Missing english title', (m) => !m.title?.english],
  ['No duration', (m) => m.type === 'ANIME' && m.status !== 'NOT_YET_RELEASED' && !m.duration],
  ['No chapter or episode count', (m) => m.status === 'FINISHED' && (m.type === 'ANIME' ? !m.episodes : !m.chapters)],
  ['No studios', (m) => m.type === 'ANIME' && (m.studios?.nodes ?? []).length === 0],
  ['Unusual length', (m) => (m.type === 'ANIME' ? (m.episodes ?? 0) > 1000 || (m.duration ?? 0) > 180 : (m.volumes ?? 0) > 150)],
  ['No source', (m) => !m.source],
  ['Source = other', (m) => m.source === 'OTHER'],
  ['Source = original, but has a source relation', (m) => m.source === 'ORIGINAL' && sources(m).length > 0],
  ['Synonym equal to a title', (m) => (m.synonyms ?? []).some((s) => s != null && [m.title?.romaji, m.title?.native, m.title?.english].includes(s))],
  ['Has Twitter hashtag', (m) => !!m.hashtag],
  ['Hentai with isAdult = false', (m) => (m.genres ?? []).includes('Hentai') && !m.isAdult],
  ['No extraLarge cover', (m) => !!m.coverImage?.large && m.coverImage.large === m.coverImage.extraLarge],
  ['Temporary title', (m) => {
    const r = m.title?.romaji ?? '';
    const n = m.title?.native ?? '';
    return r.toLowerCase() === '(title to be announced)' || n.toLowerCase() === '(title to be announced)' || r.includes('(Provisional Title)') || n.includes('（仮）');
  }],
  ['Romaji inconsistencies', (m) => {
    const r = m.title?.romaji ?? '';
    const n = m.title?.native ?? '';
    return ['～', '「', '」', 'ō', 'ū', '。', '！', '？', 'Toukyou', 'Oosaka'].some((c) => r.includes(c))
      || (n.includes('っち') && r.includes('tchi')) || (n.includes('っちゃ') && r.includes('tcha')) || (n.includes('っちょ') && r.includes('tcho'))
      || (n.includes('☆') && !r.includes('☆')) || (n.includes('♪') && !r.includes('♪'));
  }],
  ['Weird spacing in title', (m) => [m.title?.native ?? '', m.title?.romaji ?? '', m.title?.english ?? ''].some((t) => t.trim().replace('  ', ' ') !== t)],
  ['TV/TV Short mixup', (m) => !!m.duration && ((m.format === 'TV' && m.duration < 15) || (m.format === 'TV_SHORT' && m.duration >= 15))],
  ['Adaptation started the same date as its source', (m) => sources(m).some((e) => {
    const a = e?.node?.startDate;
    const b = m.startDate;
    return !!a && !!b && !!a.year && !!a.month && !!a.day && a.year === b.year && a.month === b.month && a.day === b.day;
  })],
  ['More than one source', (m) => sources(m).length > 1 && m.id !== 477 && m.id !== 6],
  ['Source field ≠ source media format', (m) => {
    const first = sources(m)[0];
    const format = first?.node?.format;
    return !!first && !!m.source && !!format && !(format === 'NOVEL' && m.source === 'LIGHT_NOVEL') && format !== m.source;
  }],
  ['Releasing manga with a non-zero count', (m) => m.format === 'MANGA' && m.status === 'RELEASING' && (!!m.chapters || !!m.volumes)],
  ['Duplicated studio', (m) => {
    const ids = (m.studios?.nodes ?? []).map((n) => n?.id);
    return ids.some((id, i) => ids.indexOf(id) !== i);
  }],
  ['Bad encoding in description', (m) => ['</br>', '&#39', '[1]', '[2]', 'â€™'].some((p) => desc(m).includes(p))],
  ['Misspelling', (m) => ['animes ', 'mangas '].some((p) => desc(m).includes(p))],
  ['No (or very short) description', (m) => desc(m).length < 15],
  ['Very long description', (m) => desc(m).length > 4000],
  ['Likely outdated description', (m) => m.status === 'FINISHED'
    && ['upcoming adaptation', 'will cover', 'sceduled for', 'next year', 'will adapt', 'announced', 'will air', ' tba'].some((p) => desc(m).toLowerCase().includes(p))],
];

/** Every rule on every media; one "[FORMAT] romaji: hits" line per media with a hit. */
export function checkerBaseline(media: readonly CheckerMedia[]): string[] {
  const seen: number[] = [];
  const lines: string[] = [];
  for (const m of media) {
    let hits = '';
    for (const [description, test] of RULES) {
      if (test(m, seen)) hits += (hits ? ', ' : '') + description;
    }
    if (hits) lines.push(`[${m.format}] ${m.title?.romaji ?? ''}: ${hits}`);
  }
  return lines;
}
