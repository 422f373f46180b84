import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEndpoint, malBase } from '../../../src/api/endpoint';

afterEach(() => vi.unstubAllGlobals());

describe('endpoints', () => {
  it('are AniList’s and MyAnimeList’s on anilist.co', () => {
    vi.stubGlobal('location', { origin: 'https://anilist.co' });
    expect(apiEndpoint()).toBe('https://graphql.anilist.co');
    expect(malBase()).toBe('https://myanimelist.net');
  });

  it('are the simulator’s when it serves the pages itself', () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4173' });
    expect(apiEndpoint()).toBe('http://127.0.0.1:4173/graphql');
    expect(malBase()).toBe('http://127.0.0.1:4173/mal');
  });

  it('fall back to the real sites where there is no page location', () => {
    vi.stubGlobal('location', undefined);
    expect(apiEndpoint()).toBe('https://graphql.anilist.co');
    expect(malBase()).toBe('https://myanimelist.net');
  });
});
