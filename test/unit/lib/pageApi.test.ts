import { describe, expect, it } from 'vitest';
import { isQueryOnly, PAGE_API_ERRORS, parsePageApiRequest, publicSettings, queryParams } from '../../../src/lib/pageApi';

describe('the page interface protocol (aniscriptsAPI)', () => {
  it('reads a request sent as a JSON string', () => {
    expect(parsePageApiRequest(JSON.stringify({ id: 'a', method: 'ping' }))).toEqual({ id: 'a', method: 'ping', params: {} });
    expect(parsePageApiRequest(JSON.stringify({ id: 'b', method: 'query', params: { query: '{ Viewer { id } }' } })))
      .toEqual({ id: 'b', method: 'query', params: { query: '{ Viewer { id } }' } });
  });

  it('answers bad requests with an error when it knows whom to answer, and drops the rest', () => {
    expect(parsePageApiRequest({ id: 'a', method: 'ping' })).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest('not json')).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest(JSON.stringify({ method: 'ping' }))).toEqual({ id: null, error: PAGE_API_ERRORS.badRequest });
    expect(parsePageApiRequest(JSON.stringify({ id: 'c', method: 'token' }))).toEqual({ id: 'c', error: PAGE_API_ERRORS.unknownMethod('token') });
    expect(parsePageApiRequest(JSON.stringify({ id: 'd', method: 'ping', params: [1] }))).toEqual({ id: 'd', error: PAGE_API_ERRORS.badRequest });
  });

  it('offers queries only, whatever the spelling', () => {
    expect(isQueryOnly('query { Viewer { id } }')).toBe(true);
    expect(isQueryOnly('{ Media(id: 1) { id } }')).toBe(true);
    expect(isQueryOnly('query Q { Page { activities(search: "mutation x") { id } } } # mutation')).toBe(true);
    expect(isQueryOnly('mutation { DeleteActivity(id: 1) { deleted } }')).toBe(false);
    expect(isQueryOnly('query A { Viewer { id } }\nmutation B { ToggleLike(id: 1) { id } }')).toBe(false);
    expect(isQueryOnly('subscription { x }')).toBe(false);
    expect(queryParams({ query: 'mutation { x }' })).toBe(PAGE_API_ERRORS.notAQuery);
    expect(queryParams({ query: '' })).toBe(PAGE_API_ERRORS.noQuery);
    expect(queryParams({ query: '{ x }', variables: 'id=1' })).toBe(PAGE_API_ERRORS.badVariables);
    expect(queryParams({ query: '{ x }' })).toEqual({ query: '{ x }', variables: {} });
  });

  it('never hands out the sign-in', () => {
    expect(publicSettings({ accessToken: 'secret', shortRomaji: true })).toEqual({ shortRomaji: true });
  });
});
