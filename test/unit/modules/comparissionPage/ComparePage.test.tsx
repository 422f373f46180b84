// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparePage } from '../../../../src/modules/comparissionPage/ComparePage';
import { CompareController } from '../../../../src/modules/comparissionPage/controller';
import { strings } from '../../../../src/modules/comparissionPage/strings';
import type { ExportFile } from '../../../../src/workers/compare';
import { createFakeSession, entry, list, type FakeSessionOptions } from './fakeSession';

const lists = {
  alice: list('Alice', [
    entry(1, 'Cowboy Bebop', 90),
    entry(2, 'Akira', 70, {}, 'MOVIE'),
    entry(3, 'Monster', 0, { status: 'CURRENT', progress: 5 }),
  ]),
  bob: list('Bob', [entry(1, 'Cowboy Bebop', 80), entry(2, 'Akira', 60, {}, 'MOVIE'), entry(4, 'Berserk', 50)], { favourites: [4] }),
  carol: list('Carol', [entry(5, 'Trigun', 100), entry(1, 'Cowboy Bebop', 40)]),
  private: { kind: 'private', message: 'Private User' },
  blocker: { kind: 'blocked', message: 'Not Found.' },
} satisfies FakeSessionOptions['lists'];

interface Setup extends Partial<FakeSessionOptions> {
  search?: string;
  viewer?: string | null;
  owner?: string;
}

function setup({ search = '?users=Alice,Bob', viewer = 'Alice', owner = 'Bob', ...fakeOptions }: Setup = {}) {
  const fake = createFakeSession({ lists, ...fakeOptions });
  const writes: string[] = [];
  const downloads: ExportFile[] = [];
  const controller = new CompareController({
    session: fake.session,
    type: 'ANIME',
    owner,
    viewer,
    search,
    writeSearch: (next) => writes.push(next),
    download: (file) => downloads.push(file),
    jsonContext: () => ({ scriptInfo: { name: 'Automail' }, url: 'https://anilist.co/user/Bob/animelist/compare', timeStamp: 1 }),
  });
  render(<ComparePage controller={controller} />);
  const started = controller.start();
  return { ...fake, controller, writes, downloads, started };
}

const titles = () => [...document.querySelectorAll('tbody tr[data-id]')].map((row) => row.querySelector('.hohTitleCell')?.textContent);
const userHeaders = () => [...document.querySelectorAll('thead th[data-user]')].map((th) => th.getAttribute('data-user'));
const lastWrite = (writes: string[]) => writes[writes.length - 1];

async function loaded(users: string[]) {
  await waitFor(() => expect(userHeaders()).toEqual(users));
  await waitFor(() => expect(document.querySelector('tbody')?.getAttribute('data-rows-version')).not.toBe('-1'));
  await waitFor(() => expect(document.querySelector('table')?.getAttribute('aria-busy')).toBe('false'));
}

afterEach(() => cleanup());

describe('ComparePage: the table', () => {
  it('shows the users of the address in order, with title links, scores, digest and the averages row', async () => {
    const { started } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    // Average descending; Monster has no rating, so minRatings 1 hides it.
    expect(titles()).toEqual(['Cowboy Bebop', 'Akira', 'Berserk']);
    const bebop = document.querySelector('tr[data-id="1"]')!;
    expect(bebop.querySelector('a')!.getAttribute('href')).toBe('/anime/1/');
    expect(bebop.querySelector('.hohFormatCell')!.textContent).toBe('TV');
    expect(document.querySelector('tr[data-id="2"] .hohFormatCell')!.textContent).toBe('Movie');
    expect(bebop.querySelector('.hohDigestCell')!.textContent).toBe('85');
    const cells = bebop.querySelectorAll('td.hohUserCell');
    expect([...cells].map((cell) => cell.querySelector('.hohScore')!.textContent)).toEqual(['90', '80']);
    expect(cells[0].querySelector('.hohStatusDot.hohStatus-COMPLETED')).not.toBeNull();
    // Bob's favourite gets the gold star; Alice has no Berserk entry, so her cell is blank.
    const berserk = document.querySelector('tr[data-id="4"]')!.querySelectorAll('td.hohUserCell');
    expect(berserk[0].textContent).toBe('');
    expect(within(berserk[1] as HTMLElement).getByRole('img', { name: strings.favourite }).textContent).toBe('★');
    // Footer: mean of the shown ratings per column, 2 decimals at most.
    const footer = [...document.querySelectorAll('tfoot td.hohUserCell')].map((cell) => cell.textContent);
    expect(footer).toEqual(['80', '63.33']);
  });

  it('shows the en dash for an unrated entry and its progress while watching', async () => {
    const { started } = setup({ search: '?users=Alice,Bob&minRatings=0' });
    await started;
    await loaded(['Alice', 'Bob']);
    const monster = document.querySelector('tr[data-id="3"]')!.querySelectorAll('td.hohUserCell');
    expect(monster[0].querySelector('.hohScore')!.textContent).toBe('–');
    expect(monster[0].querySelector('.hohProgress')!.textContent).toBe('5/12');
  });

  it('without users= loads the viewer, then the page owner', async () => {
    const { started, session, writes } = setup({ search: '', viewer: 'Carol', owner: 'Bob' });
    await started;
    await loaded(['Carol', 'Bob']);
    expect(session.addUser.mock.calls.map((call) => call[0])).toEqual(['Carol', 'Bob']);
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Carol,Bob'));
  });

  it('an anonymous visitor without users= gets the page owner only', async () => {
    const { started } = setup({ search: '', viewer: null, owner: 'Bob' });
    await started;
    await loaded(['Bob']);
  });

  it('puts only the rows in view into the DOM', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => entry(i + 1, `Title ${i + 1}`, (i % 100) + 1));
    const { started } = setup({ search: '?users=Big', lists: { big: list('Big', many) } });
    await started;
    await loaded(['Big']);
    const rendered = document.querySelectorAll('tbody tr[data-id]').length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(120);
    expect(screen.getByText(strings.rowsShown(2000, 2000))).toBeTruthy();
  });

  it('colours the whole cell instead of a dot with fullColour=true', async () => {
    const { started } = setup({ search: '?users=Alice,Bob&fullColour=true' });
    await started;
    await loaded(['Alice', 'Bob']);
    const cell = document.querySelector('tr[data-id="1"] td.hohUserCell')!;
    expect(cell.classList.contains('hohFull-COMPLETED')).toBe(true);
    expect(cell.querySelector('.hohStatusDot')).toBeNull();
    // The dot is gone, so the status is still said in text for screen readers.
    expect(cell.querySelector('.hohCompareSrOnly')?.textContent).toBeTruthy();
  });

  it('ignores a format filter the list type does not have, instead of hiding every row', async () => {
    const { started, session } = setup({ search: '?users=Alice,Bob&filter=MANGA' });
    await started;
    await loaded(['Alice', 'Bob']);
    expect(titles().length).toBeGreaterThan(0);
    expect((await session.summary()).options.formatFilter).toBe(false);
  });

  it('shows own-format scores with ratingSystems=true', async () => {
    const tenPoint = list('Dan', [entry(1, 'Cowboy Bebop', 8)], { scoreFormat: 'POINT_10' });
    const { started } = setup({ search: '?users=Dan&ratingSystems=true', lists: { dan: tenPoint } });
    await started;
    await loaded(['Dan']);
    expect(document.querySelector('tr[data-id="1"] .hohScore')!.textContent).toBe('8/10');
    expect((screen.getByLabelText(strings.ratingSystemsLabel) as HTMLInputElement).checked).toBe(true);
  });
});

describe('ComparePage: loading and adding users', () => {
  it('shows Loading... per user until each list arrives', async () => {
    const { held } = setup({ hold: ['bob'] });
    await waitFor(() => expect(held.length).toBe(1));
    await waitFor(() => expect(document.querySelector('.hohCompareLoading')?.textContent).toContain(strings.loading));
    expect(document.querySelector('.hohCompareLoading li[data-user="Bob"]')!.textContent).toBe(`Bob: ${strings.loading}`);
    await act(async () => held[0].release());
    await waitFor(() => expect(document.querySelector('.hohCompareLoading')).toBeNull());
    await loaded(['Alice', 'Bob']);
  });

  it('requires a non-empty name', async () => {
    const { started, session } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: strings.add }));
    expect(await screen.findByText(strings.emptyName)).toBeTruthy();
    expect(session.addUser).toHaveBeenCalledTimes(2);
  });

  it('shows ... and disables Add while the user loads, then adds the column last and writes the address', async () => {
    const { started, held, writes } = setup({ hold: ['carol'] });
    await started;
    await loaded(['Alice', 'Bob']);
    fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: 'Carol' } });
    fireEvent.click(screen.getByRole('button', { name: strings.add }));
    const busy = await screen.findByRole('button', { name: strings.addBusy });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => held[0].release());
    await loaded(['Alice', 'Bob', 'Carol']);
    expect((screen.getByRole('button', { name: strings.add }) as HTMLButtonElement).disabled).toBe(false);
    expect(titles()).toContain('Trigun');
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol'));
  });

  it('says so when a user does not exist, is private, or blocked the viewer', async () => {
    const { started } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const add = async (name: string) => {
      fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: name } });
      fireEvent.click(screen.getByRole('button', { name: strings.add }));
    };
    await add('Nobody');
    expect(await screen.findByText(strings.userNotFound('Nobody'))).toBeTruthy();
    await add('Private');
    expect(await screen.findByText(strings.userPrivate('Private'))).toBeTruthy();
    await add('Blocker');
    expect(await screen.findByText(strings.userBlocked('Blocker'))).toBeTruthy();
    expect(userHeaders()).toEqual(['Alice', 'Bob']);
  });

  it('reports users of the address that fail and leaves them out of the address', async () => {
    const { started, writes } = setup({ search: '?users=Alice,Nobody,Bob' });
    await started;
    await loaded(['Alice', 'Bob']);
    expect(screen.getByText(strings.userNotFound('Nobody'))).toBeTruthy();
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob'));
  });

  it('refuses ~ for an anonymous visitor with a clear message', async () => {
    const { started } = setup({ search: '?users=~,Bob', viewer: null });
    await started;
    await loaded(['Bob']);
    expect(screen.getByText(strings.viewerNeedsSignIn)).toBeTruthy();
    fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: '~' } });
    fireEvent.click(screen.getByRole('button', { name: strings.add }));
    await waitFor(() => expect(document.querySelector('.hohCompareAddMessage')?.textContent).toBe(strings.viewerNeedsSignIn));
  });

  it('reads ~ as the signed-in user and keeps ~ in the address', async () => {
    const { started, writes, session, controller } = setup({ search: '?users=~,Bob&minRatings=0', viewer: 'Carol' });
    await started;
    await loaded(['Carol', 'Bob']);
    expect(session.addUser.mock.calls[0][0]).toBe('Carol');
    // The address already says this: nothing is written.
    expect(controller.currentSearch()).toBe('users=~,Bob&minRatings=0');
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Rating filter for Carol/ }));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=~*,Bob&minRatings=0'));
  });

  it('says a user is already there instead of loading them twice', async () => {
    const { started, session } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: strings.add }));
    expect(await screen.findByText(strings.alreadyAdded('Bob'))).toBeTruthy();
    expect(session.addUser).toHaveBeenCalledTimes(2);
  });

  it('reuses the cached list when a removed user is added again', async () => {
    const { started, loads } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    fireEvent.click(screen.getByRole('button', { name: strings.removeUser('Bob') }));
    await loaded(['Alice']);
    fireEvent.input(screen.getByLabelText(strings.addUserLabel), { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: strings.add }));
    await loaded(['Alice', 'Bob']);
    expect(loads.filter((name) => name === 'Bob')).toHaveLength(1);
  });
});

describe('ComparePage: removing, filtering, sorting', () => {
  it('removing a user drops the column and the rows only they had, and rewrites the address', async () => {
    const { started, writes, session } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    expect(titles()).toContain('Berserk');
    fireEvent.click(screen.getByRole('button', { name: strings.removeUser('Bob') }));
    await loaded(['Alice']);
    expect(session.removeUser).toHaveBeenCalledWith('Bob');
    expect(titles()).toEqual(['Cowboy Bebop', 'Akira']);
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice'));
  });

  it('header clicks sort by title, by a user and by the digest, with ▼ then ▲', async () => {
    const { started, session, writes } = setup({ search: '?users=Alice,Bob,Carol' });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    const titleButton = () => screen.getByRole('button', { name: /^Title/ });
    fireEvent.click(titleButton());
    await waitFor(() => expect(session.setOptions).toHaveBeenLastCalledWith({ sort: { by: 'title', inverse: false } }));
    await waitFor(() => expect(titles()).toEqual(['Akira', 'Berserk', 'Cowboy Bebop', 'Trigun']));
    expect(titleButton().textContent).toContain('▼');
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol&sort=title'));
    fireEvent.click(titleButton());
    await waitFor(() => expect(session.setOptions).toHaveBeenLastCalledWith({ sort: { by: 'title', inverse: true } }));
    await waitFor(() => expect(titles()).toEqual(['Trigun', 'Cowboy Bebop', 'Berserk', 'Akira']));
    expect(titleButton().textContent).toContain('▲');
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol&sort=-title'));

    fireEvent.click(screen.getByRole('button', { name: /^Carol/ }));
    await waitFor(() => expect(session.setOptions).toHaveBeenLastCalledWith({ sort: { by: 'user', user: 'Carol', inverse: false } }));
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['Trigun', 'Cowboy Bebop']));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol&sort=user%3ACarol'));
    // The rows above were already in that order: wait for the header to show the new sort.
    await waitFor(() => expect(document.querySelector('th[data-user="Carol"]')!.getAttribute('aria-sort')).toBe('descending'));

    fireEvent.click(screen.getByRole('button', { name: /^Average/ }));
    await waitFor(() => expect(session.setOptions).toHaveBeenLastCalledWith({ sort: { by: 'digest', inverse: false } }));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol'));
  });

  it('the digest select sorts by the chosen digest and stays in sync with sort= from the address', async () => {
    const { started, session, writes } = setup({ search: '?users=Alice,Bob,Carol&sort=ratings' });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    const select = screen.getByLabelText(strings.digestLabel) as HTMLSelectElement;
    expect(select.value).toBe('ratings');
    expect(screen.getByRole('button', { name: /^#Ratings/ })).toBeTruthy();
    expect(document.querySelector('tr[data-id="1"] .hohDigestCell')!.textContent).toBe('3');
    fireEvent.change(select, { target: { value: 'median' } });
    await waitFor(() => expect(session.setOptions).toHaveBeenLastCalledWith({ digest: 'median', sort: { by: 'digest', inverse: false } }));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol&sort=median'));
    await waitFor(() => expect(document.querySelector('tr[data-id="1"] .hohDigestCell')!.textContent).toBe('80'));
    expect(select.value).toBe('median');
  });

  it('keeps the digest in the address when sorting by something else, and reads it back', async () => {
    const { started, writes } = setup({ search: '?users=Alice,Bob,Carol&sort=median' });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    fireEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob,Carol&sort=title&digest=median'));
    cleanup();
    const again = setup({ search: `?${lastWrite(writes)}` });
    await again.started;
    await loaded(['Alice', 'Bob', 'Carol']);
    expect((screen.getByLabelText(strings.digestLabel) as HTMLSelectElement).value).toBe('median');
    expect(titles()).toEqual(['Akira', 'Berserk', 'Cowboy Bebop', 'Trigun']);
    expect(document.querySelector('tr[data-id="1"] .hohDigestCell')!.textContent).toBe('80');
    expect(again.writes).toEqual([]);
  });

  it('offers the fifteen digest modes with the spec labels', async () => {
    const { started } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const options = [...(screen.getByLabelText(strings.digestLabel) as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual([
      'Average', 'Median', 'Average~0', 'Minimum', 'Maximum', 'Difference', 'Std. Deviation', 'Abs. Deviation',
      '#Ratings', '#Planning', '#Current', '#Favourites', '$Popularity', '$Score', '$Score diff.',
    ]);
  });

  it('filters by format; the anime formats are offered', async () => {
    const { started, writes } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const select = screen.getByLabelText(strings.formatFilterLabel) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['All', 'TV', 'Movie', 'TV Short', 'OVA', 'ONA', 'Special', 'Music']);
    fireEvent.change(select, { target: { value: 'MOVIE' } });
    await waitFor(() => expect(titles()).toEqual(['Akira']));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob&filter=MOVIE'));
  });

  it('hides rows with fewer ratings than the minimum', async () => {
    const { started, writes } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const input = screen.getByLabelText(strings.minRatingsLabel) as HTMLInputElement;
    expect(input.value).toBe('1');
    expect(input.min).toBe('0');
    fireEvent.input(input, { target: { value: '2' } });
    await waitFor(() => expect(titles()).toEqual(['Cowboy Bebop', 'Akira']));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob&minRatings=2'));
  });

  it('the status dot cycles the user filter and the demand toggle cycles any, ✓, ✕', async () => {
    const { started, writes, session } = setup({ search: '?users=Alice,Bob&minRatings=0' });
    await started;
    await loaded(['Alice', 'Bob']);
    const dot = () => screen.getByRole('button', { name: /^Status filter for Alice/ });
    expect(dot().getAttribute('aria-label')).toBe(strings.statusFilter('Alice', 'All'));
    fireEvent.click(dot());
    await waitFor(() => expect(dot().getAttribute('aria-label')).toBe(strings.statusFilter('Alice', 'Completed')));
    await waitFor(() => expect(titles()).not.toContain('Monster'));
    fireEvent.click(dot());
    await waitFor(() => expect(dot().getAttribute('aria-label')).toBe(strings.statusFilter('Alice', 'Current')));
    await waitFor(() => expect(titles()).toEqual(['Monster']));
    expect(session.setUserFilter).toHaveBeenLastCalledWith('Alice', { statusFilter: 'CURRENT' });

    const demand = () => screen.getByRole('button', { name: /^Rating filter for Bob/ });
    // The buttons say what they do in words, next to the filter labels of the title column.
    expect(demand().textContent).toBe('Any');
    expect(dot().textContent).toBe('Current');
    expect([...document.querySelectorAll('thead th.hohTitleCell .hohFilterLabel')].map((label) => label.textContent)).toEqual([
      strings.statusFilterLabel,
      strings.demandFilterLabel,
    ]);
    fireEvent.click(demand());
    await waitFor(() => expect(demand().textContent).toBe('✓ Rated'));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob*&minRatings=0'));
    fireEvent.click(demand());
    await waitFor(() => expect(demand().textContent).toBe('✕ Unrated'));
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob-&minRatings=0'));
    fireEvent.click(demand());
    await waitFor(() => expect(demand().getAttribute('aria-label')).toBe(strings.demand('Bob', 'any')));
    expect(demand().textContent).toBe('Any');
  });

  it('shows a legend of the status colours above the table', async () => {
    const { started } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const legend = screen.getByRole('list', { name: strings.statusLegend });
    const items = [...legend.querySelectorAll('li[data-status]')];
    expect(items.map((item) => [item.getAttribute('data-status'), item.textContent])).toEqual([
      ['COMPLETED', 'Completed'],
      ['CURRENT', 'Current'],
      ['PLANNING', 'Planning'],
      ['PAUSED', 'Paused'],
      ['DROPPED', 'Dropped'],
      ['REPEATING', 'Repeating'],
      ['NOT', 'Not on list'],
    ]);
    for (const item of items) expect(item.querySelector(`.hohStatusDot.hohStatus-${item.getAttribute('data-status')}`)).not.toBeNull();
  });

  it('an emptied minimum means 0: every row shows and no message appears', async () => {
    const { started, writes } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    const input = screen.getByLabelText(strings.minRatingsLabel) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '' } });
    await waitFor(() => expect(titles()).toContain('Monster'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(lastWrite(writes)).toBe('users=Alice,Bob&minRatings=0'));
  });

  it('keeps focus in the table after a user is removed: on the next user\'s ×, else the one before', async () => {
    const { started } = setup({ search: '?users=Alice,Bob,Carol' });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    const remove = (name: string) => screen.getByRole('button', { name: strings.removeUser(name) });
    remove('Alice').focus();
    fireEvent.click(remove('Alice'));
    await loaded(['Bob', 'Carol']);
    await waitFor(() => expect(document.activeElement).toBe(remove('Bob')));
    remove('Carol').focus();
    fireEvent.click(remove('Carol'));
    await loaded(['Bob']);
    await waitFor(() => expect(document.activeElement).toBe(remove('Bob')));
    fireEvent.click(remove('Bob'));
    await waitFor(() => expect(document.querySelector('table')).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText(strings.addUserLabel));
  });

  it('shows the start year beside titles that two rows share', async () => {
    const hunter = (id: number, year: number) => entry(id, 'Hunter x Hunter', 80, { media: { title: { romaji: 'Hunter x Hunter' }, format: 'TV', startDate: { year } } });
    const { started } = setup({ search: '?users=Gon', lists: { gon: list('Gon', [hunter(11, 1999), hunter(12, 2011), entry(13, 'Monster', 70)]) } });
    await started;
    await loaded(['Gon']);
    const year = (id: number) => document.querySelector(`tr[data-id="${id}"] .hohTitleCell .hohYear`)?.textContent;
    expect(year(11)).toBe('1999');
    expect(year(12)).toBe('2011');
    expect(year(13)).toBeUndefined();
  });

  it('applies * and - from the address as demands', async () => {
    const { started, session } = setup({ search: '?users=Alice*,Carol-' });
    await started;
    await loaded(['Alice', 'Carol']);
    expect(session.setUserFilter).toHaveBeenCalledWith('Alice', { demand: 1 });
    expect(session.setUserFilter).toHaveBeenCalledWith('Carol', { demand: -1 });
    // Rated by Alice and not by Carol: Akira only.
    await waitFor(() => expect(titles()).toEqual(['Akira']));
  });
});

describe('ComparePage: exports and compatibility', () => {
  it('exports CSV and JSON under the spec file names', async () => {
    const { started, downloads, controller } = setup();
    await started;
    await loaded(['Alice', 'Bob']);
    fireEvent.click(screen.getByRole('button', { name: strings.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('Anime table for Alice and Bob.csv');
    expect(downloads[0].content.split('\n')[0]).toBe('Title,Average,Alice,Bob');
    fireEvent.click(screen.getByRole('button', { name: strings.exportJson }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1].fileName).toBe('Anime table for Alice and Bob.json');
    expect(JSON.parse(downloads[1].content).version).toBe('1.00');
    await controller.addUser('Carol');
    fireEvent.click(screen.getByRole('button', { name: strings.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(3));
    expect(downloads[2].fileName).toBe('Anime table for Alice, Bob and others.csv');
  });

  it('shows the compatibility figures with their colours and the hint when the session gives them', async () => {
    const compatibility = {
      base: 'Alice',
      results: [
        { name: 'Bob', difference: 0.5, shared: 2 },
        { name: 'Carol', difference: 1.4, shared: 1 },
      ],
    };
    const { started } = setup({ search: '?users=Alice,Bob,Carol', compatibility });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    await screen.findByText(strings.compatibilityHint);
    expect(document.querySelector('.hohCompatibility li[data-user="Bob"] .hohGood')!.textContent).toBe('0.5');
    expect(document.querySelector('.hohCompatibility li[data-user="Carol"] .hohBad')!.textContent).toBe('1.4');
  });
});

/** A controller without a view whose frames run only when the test says so. */
function frameController(fake: ReturnType<typeof createFakeSession>) {
  const frames: (() => void)[] = [];
  const controller = new CompareController({
    session: fake.session,
    type: 'ANIME',
    owner: 'Bob',
    viewer: 'Alice',
    search: '?users=Alice,Bob,Carol',
    writeSearch: () => undefined,
    download: () => undefined,
    jsonContext: () => ({ scriptInfo: null, url: '', timeStamp: 0 }),
    schedule: (flush) => {
      frames.push(flush);
      return () => frames.splice(frames.indexOf(flush), 1);
    },
  });
  return { frames, controller };
}

describe('CompareController', () => {
  it('asks for compatibility once the lists arriving together are all in, and again after a remove', async () => {
    const { started, session, controller } = setup({ search: '?users=Alice,Bob,Carol' });
    await started;
    await loaded(['Alice', 'Bob', 'Carol']);
    expect(session.compatibility).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.hohCompatibility li[data-user="Bob"]')).not.toBeNull());
    await controller.removeUser('carol');
    expect(session.compatibility).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.querySelector('.hohCompatibility li[data-user="Carol"]')).toBeNull());
  });

  it('tells the views once per frame however many answers arrive', async () => {
    const fake = createFakeSession({ lists });
    const { frames, controller } = frameController(fake);
    let calls = 0;
    controller.subscribe(() => calls++);
    await controller.start();
    expect(frames).toHaveLength(1);
    expect(calls).toBe(0);
    frames.shift()!();
    expect(calls).toBe(1);
    expect(controller.getState().summary?.users.map((user) => user.name)).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('while lists arrive, holds new columns back for a moment but shows progress at once', async () => {
    const fake = createFakeSession({ lists, hold: ['bob', 'carol'] });
    const { frames, controller } = frameController(fake);
    const started = controller.start();
    await waitFor(() => expect(fake.held).toHaveLength(2));
    await waitFor(() => expect(frames).toHaveLength(1));
    frames.shift()!();
    const columns = () => controller.getState().summary?.users.map((user) => user.name);
    expect(columns()).toEqual(['Alice']);
    fake.held.find((held) => held.name === 'Carol')!.release();
    await waitFor(() => expect(frames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    frames.shift()!();
    // Carol is in the worker's table, but Bob is still loading: the view keeps the old columns…
    expect(columns()).toEqual(['Alice']);
    // …while the progress already says Carol is done.
    expect(controller.getState().slots.map((slot) => [slot.name, slot.phase])).toEqual([
      ['Alice', 'ready'],
      ['Bob', 'loading'],
      ['Carol', 'ready'],
    ]);
    fake.held.find((held) => held.name === 'Bob')!.release();
    await started;
    while (frames.length) frames.shift()!();
    expect(columns()).toEqual(['Alice', 'Bob', 'Carol']);
    controller.dispose();
  });

  it('closes the session when disposed and stops telling the views', async () => {
    const { controller, session, started } = setup();
    await started;
    controller.dispose();
    expect(session.close).toHaveBeenCalledTimes(1);
    await controller.setOptions({ minRatings: 0 });
    expect(session.setOptions).toHaveBeenCalledTimes(1);
  });
});
