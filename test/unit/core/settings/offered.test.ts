import { describe, expect, it } from 'vitest';
import { conditionalRules, definitionOf, settingDefinitions } from '../../../../src/core/featureTable';
import { isOffered, settingConsumers, switchHasConsumer } from '../../../../src/core/settings/offered';

const definition = (id: string) => definitionOf(id)!;

describe('which settings are offered', () => {
  it('takes the CSS-rule switches from the style code', () => {
    const consumers = settingConsumers([]);
    expect([...consumers.cssRules].sort()).toEqual(conditionalRules().map((rule) => rule.setting).sort());
    expect(switchHasConsumer('CSSbannerShadow', consumers)).toBe(true);
    expect(isOffered(definition('CSSbannerShadow'), consumers)).toBe(true);
  });

  it('offers a module switch only while its module is registered', () => {
    expect(isOffered(definition('MALscore'), settingConsumers([]))).toBe(false);
    expect(isOffered(definition('MALscore'), settingConsumers(['MALscore']))).toBe(true);
  });

  it("offers a value setting only while its owner's switch has a consumer", () => {
    expect(definition('dubMarkerLanguage').owner).toBe('dubMarker');
    expect(isOffered(definition('dubMarkerLanguage'), settingConsumers([]))).toBe(false);
    expect(isOffered(definition('dubMarkerLanguage'), settingConsumers(['dubMarker']))).toBe(true);
  });

  it('never offers hidden settings or headings, whatever is registered', () => {
    const everything = settingConsumers(settingDefinitions().map((d) => d.id));
    expect(isOffered(definition('colourSettings'), everything)).toBe(false);
    expect(isOffered(definition('accessToken'), everything)).toBe(false);
    const heading = settingDefinitions().find((d) => d.type === 'heading')!;
    expect(isOffered(heading, everything)).toBe(false);
  });

  it('gives every visible value setting an owner', () => {
    for (const entry of settingDefinitions()) {
      if (entry.type === 'checkbox' || entry.type === 'heading' || entry.visible === false) continue;
      expect(entry.owner, entry.id).toBeDefined();
      expect(definitionOf(entry.owner!)?.type, entry.id).toBe('checkbox');
    }
  });
});
