import { describe, expect, it } from 'vitest';
import { PreviewController, type PreviewCard, type SaveOutcome } from '../../../../src/modules/betterListPreview/controller';
import { strings } from '../../../../src/modules/betterListPreview/strings';
import type { PlusOneSave } from '../../../../src/lib/listPreview';

const card = (id: number, progress: number, episodes: number | null = 12): PreviewCard => ({
  id, mediaId: id + 100, status: 'CURRENT', progress, priority: 0, scoreRaw: 0, episodes,
  title: `Show ${id}`, cover: null, colour: null, url: `/anime/${id + 100}/`, nextAiring: null,
});

function setup(outcomes: SaveOutcome[]) {
  let clock = 1_000_000;
  const sent: PlusOneSave[] = [];
  const controller = new PreviewController(async (variables) => {
    sent.push(variables);
    return outcomes.shift() ?? { ok: true, progress: variables.progress, status: variables.status ?? 'CURRENT' };
  }, () => clock);
  controller.load([card(1, 3), card(2, 5)]);
  const progressOf = (id: number) => controller.getSnapshot().sections.flatMap((s) => s.items).find((c) => c.id === id)!.progress;
  return { controller, sent, progressOf, advance: (ms: number) => { clock += ms; } };
}

describe('PreviewController', () => {
  it('ignores a second +1 on the same card within 300 ms, not on another card', async () => {
    const { controller, sent, progressOf, advance } = setup([]);
    await controller.plusOne(1);
    advance(299);
    await controller.plusOne(1);
    await controller.plusOne(2);
    expect(sent.map((s) => s.id)).toEqual([1, 2]);
    advance(1);
    await controller.plusOne(1);
    expect(progressOf(1)).toBe(5);
  });

  it('puts the old number back and says why when the save fails', async () => {
    const { controller, progressOf } = setup([{ ok: false, reason: 'validation' }]);
    await controller.plusOne(1);
    expect(progressOf(1)).toBe(3);
    expect(controller.getSnapshot().message).toEqual({ text: strings.saveFailed('Show 1', 3, 'validation') });
    controller.dismissMessage();
    expect(controller.getSnapshot().message).toBeNull();
  });

  it("gives the spec's sign-in message when the script is not signed in", async () => {
    const { controller, progressOf } = setup([{ ok: false, reason: strings.notSignedIn, notSignedIn: true }]);
    await controller.plusOne(2);
    expect(progressOf(2)).toBe(5);
    expect(controller.getSnapshot().message).toEqual({
      text: "Not signed in to the script. Can't do any changes to your list",
      hint: strings.signInHint,
    });
  });

  it('runs the countdowns down locally', () => {
    const { controller } = setup([]);
    controller.tick(60);
    controller.tick(60);
    expect(controller.getSnapshot().elapsed).toBe(120);
  });
});
