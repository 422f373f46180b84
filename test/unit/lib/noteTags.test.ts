import { describe, expect, it } from 'vitest';
import { collectNoteTags, mergeNoteTags, noteTagTokens, STRICT_TOKEN } from '../../../src/lib/noteTags';

interface Entry {
  id: number;
  notes: string | null;
}

const entries = (...notes: (string | null)[]): Entry[] => notes.map((n, i) => ({ id: i + 1, notes: n }));
const table = (...notes: (string | null)[]) => collectNoteTags(entries(...notes), (e) => e.notes);
const counts = (tags: Map<string, Entry[]>) =>
  Object.fromEntries([...tags].map(([key, list]) => [key, list.length]));

describe('noteTagTokens', () => {
  it('finds words starting with #', () => {
    expect(noteTagTokens('great show #comfy and #music')).toEqual(['#comfy', '#music', '#comfy and']);
    expect(noteTagTokens('no tags here')).toEqual([]);
    expect(noteTagTokens('a lone # sign')).toEqual([]);
  });

  it('adds two-word candidates that span at most two words', () => {
    expect(noteTagTokens('#slice of life')).toEqual(['#slice', '#slice of']);
    expect(noteTagTokens('#a #b')).toEqual(['#a', '#b']);
  });

  it('ignores words starting with #039 (the HTML apostrophe)', () => {
    expect(noteTagTokens('don&#039;t #good')).toEqual(['#good']);
    expect(noteTagTokens('&#039;s great')).toEqual([]);
  });

  it('unescapes backslashes and lets an escaped space join words', () => {
    expect(noteTagTokens('#foo\\ bar')).toEqual(['#foo bar', '#foo bar']);
    expect(noteTagTokens('#a\\\\b')).toEqual(['#a\\b']);
  });

  it('keeps repeats', () => {
    expect(noteTagTokens('#a #a')).toEqual(['#a', '#a']);
  });

  it('does not make "##STRICT word" a candidate', () => {
    expect(noteTagTokens('##STRICT please')).toEqual([STRICT_TOKEN]);
  });
});

describe('collectNoteTags (non-strict)', () => {
  it('counts a tag once per occurrence', () => {
    const { tags, strict } = table('#a #a');
    expect(strict).toBe(false);
    expect(counts(tags)).toEqual({ '#a': 2 });
  });

  it('skips entries without notes', () => {
    expect(counts(table(null, '', '#x').tags)).toEqual({ '#x': 1 });
    const { tags } = table(null, '#x #x');
    expect(tags.get('#x')?.map((e) => e.id)).toEqual([2, 2]);
  });

  it('merges "#Foo"×1 into "#foo"×2 giving "#foo"×3', () => {
    const { tags } = table('#Foo', '#foo', '#foo');
    expect(counts(tags)).toEqual({ '#foo': 3 });
    expect(tags.get('#foo')?.map((e) => e.id).sort()).toEqual([1, 2, 3]);
  });

  it('merges a single lower-case use into a more used capitalised tag', () => {
    expect(counts(table('#Foo', '#Foo', '#foo').tags)).toEqual({ '#Foo': 3 });
  });

  it('keeps both spellings when both are used more than once', () => {
    expect(counts(table('#Foo', '#Foo', '#foo', '#foo').tags)).toEqual({ '#Foo': 2, '#foo': 2 });
  });

  it('leaves a capitalised tag alone when no lower-case twin exists', () => {
    expect(counts(table('#Foo').tags)).toEqual({ '#Foo': 1 });
  });

  it('keeps single-use tags whose second character has no case', () => {
    expect(counts(table('#1abc', '#日本').tags)).toEqual({ '#1abc': 1, '#日本': 1 });
  });

  it('keeps only the candidate when it has the same count as its first word', () => {
    expect(counts(table('#slice of life', '#slice of life').tags)).toEqual({ '#slice of': 2 });
  });

  it('keeps only the first word when the counts differ', () => {
    expect(counts(table('#slice of life', '#slice of life', '#slice').tags)).toEqual({ '#slice': 3 });
  });

  it('drops a candidate used once', () => {
    expect(counts(table('#comfy vibes', '#comfy').tags)).toEqual({ '#comfy': 2 });
  });

  it('keeps an escaped multi-word tag (its first word is not a tag)', () => {
    expect(counts(table('#foo\\ bar').tags)).toEqual({ '#foo bar': 2 });
  });

  it('ignores #039 words entirely', () => {
    expect(counts(table('it&#039;s #good', 'it&#039;s').tags)).toEqual({ '#good': 1 });
  });
});

describe('collectNoteTags with ##STRICT', () => {
  it('removes the switch itself and reports strict mode', () => {
    const { tags, strict } = table('##STRICT', '#a');
    expect(strict).toBe(true);
    expect(tags.has(STRICT_TOKEN)).toBe(false);
    expect(counts(tags)).toEqual({ '#a': 1 });
  });

  it('turns off multi-word merging: candidates stay beside their first word', () => {
    const { tags } = table('##STRICT', '#slice of life', '#slice of life', '#comfy vibes');
    expect(counts(tags)).toEqual({ '#slice': 2, '#comfy': 1, '#slice of': 2, '#comfy vibes': 1 });
  });

  it('turns off case fixes', () => {
    expect(counts(table('#Foo', '#foo', '#foo ##STRICT').tags)).toEqual({ '#Foo': 1, '#foo': 2 });
  });
});

describe('mergeNoteTags', () => {
  it('works on any map in place', () => {
    const tags = new Map<string, string[]>([
      ['#x', ['a', 'b']],
      ['#x y', ['a', 'b']],
      ['#Z', ['c']],
      ['#z', ['d', 'e']],
    ]);
    mergeNoteTags(tags);
    expect([...tags.keys()]).toEqual(['#x y', '#z']);
    expect(tags.get('#z')).toEqual(['d', 'e', 'c']);
  });
});
