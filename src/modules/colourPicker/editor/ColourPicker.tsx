import { useId, useState } from 'react';
import { getSettings, setSetting } from '../../../core/settings/store';
import type { ColourOverride, ColourSettings } from '../../../core/settings/types';
import { COLOUR_THEMES, THEME_COLOUR_VARIABLES, isSixDigitHex, tripletToHex, type ColourTheme } from '../../../lib/themeColours';
import { Checkbox } from '../../../ui/Checkbox';
import { Select } from '../../../ui/Select';
import { UiStyles } from '../../../ui/UiStyles';
import { useSettings } from '../../../ui/useSettings';
import { strings } from './strings';

const VARIABLE_OPTIONS = THEME_COLOUR_VARIABLES.map((variable) => ({ value: variable, label: variable }));

/** The theme the page shows now, by AniList's body class (host-dom-2026 §1.3). */
function currentTheme(): ColourTheme {
  const classes = document.body.classList;
  return classes.contains('site-theme-dark') ? 'dark' : classes.contains('site-theme-contrast') ? 'contrast' : 'initial';
}

/** What the variable holds on the page now (the site's colour or an applied override). */
function shownColour(variable: string): string {
  return tripletToHex(getComputedStyle(document.body).getPropertyValue(variable)) ?? '#000000';
}

/** The form's rules (the editor's run adds them when the form is first drawn). */
export const colourPickerCss = `
.hohColourPicker { max-width: 320px; color: rgb(188, 190, 220); }
.hohColourPicker .hoh-ui-field label, .hohColourPicker .hoh-ui-check span { color: inherit; }
.hohColourPicker .hohColourRow { display: flex; align-items: flex-end; gap: 8px; margin: 8px 0; }
.hohColourPicker input[type="color"] { width: 38px; height: 32px; padding: 0; border: 0; background: none; cursor: pointer; }
.hohColourPicker .hohColourThemes { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 6px 0; }
.hohColourPicker .hohColourActions { display: flex; gap: 8px; margin-top: 8px; }
.hohColourPicker .hohColourStatus { min-height: 1.4em; margin-top: 6px; font-size: 1.3rem; }
`;

export function ColourPicker() {
  const overrides = useSettings((settings) => settings.colourSettings);
  const [variable, setVariable] = useState<string>(THEME_COLOUR_VARIABLES[0]);
  const [hex, setHex] = useState(() => shownColour(THEME_COLOUR_VARIABLES[0]));
  const [themes, setThemes] = useState<Record<ColourTheme, boolean>>(() => ({ initial: false, dark: false, contrast: false, [currentTheme()]: true }));
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const hexId = useId();
  const statusId = useId();

  const choose = (next: string): void => {
    setVariable(next);
    setHex(overrides[next]?.[currentTheme()] ?? shownColour(next));
    setStatus(null);
  };

  const apply = (): void => {
    const text = hex.trim();
    if (!isSixDigitHex(text)) {
      setStatus({ text: strings.invalid(text), error: true });
      return;
    }
    if (!COLOUR_THEMES.some((theme) => themes[theme])) {
      setStatus({ text: strings.noTheme, error: true });
      return;
    }
    const before: ColourOverride = getSettings().colourSettings[variable] ?? { initial: null, dark: null, contrast: null };
    const entry = { ...before };
    for (const theme of COLOUR_THEMES) if (themes[theme]) entry[theme] = text.toLowerCase();
    setSetting('colourSettings', { ...getSettings().colourSettings, [variable]: entry });
    setStatus({ text: strings.applied(variable), error: false });
  };

  const reset = (): void => {
    const next: ColourSettings = { ...getSettings().colourSettings };
    delete next[variable];
    setSetting('colourSettings', next);
    // The site's own colour shows once the style block is rewritten.
    requestAnimationFrame(() => setHex(shownColour(variable)));
    setStatus({ text: strings.cleared(variable), error: false });
  };

  return (
    <>
      <UiStyles />
      <Select label={strings.variable} value={variable} options={VARIABLE_OPTIONS} onChange={choose} />
      <div className="hohColourRow">
        <div className="hoh-ui-field">
          <label htmlFor={hexId}>{strings.hex}</label>
          <input
            id={hexId}
            className="hoh-ui-input hohColourHex"
            type="text"
            value={hex}
            spellCheck={false}
            aria-invalid={status?.error === true}
            aria-describedby={statusId}
            onChange={(event) => setHex(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
          />
        </div>
        <input
          type="color"
          aria-label={strings.picker}
          value={isSixDigitHex(hex.trim()) ? hex.trim().toLowerCase() : '#000000'}
          onChange={(event) => setHex(event.currentTarget.value)}
        />
      </div>
      <div className="hohColourThemes">
        {COLOUR_THEMES.map((theme) => (
          <Checkbox key={theme} checked={themes[theme]} onChange={(checked) => setThemes({ ...themes, [theme]: checked })}>
            {strings.themes[theme]}
          </Checkbox>
        ))}
      </div>
      <div className="hohColourActions">
        <button type="button" className="hoh-ui-button hohColourApply" onClick={apply}>{strings.apply}</button>
        <button type="button" className="hoh-ui-button hoh-ui-secondary hohColourReset" onClick={reset} disabled={!overrides[variable]}>{strings.reset}</button>
      </div>
      <div id={statusId} className={`hohColourStatus${status?.error ? ' hoh-ui-error' : ''}`} role="status">{status?.text ?? ''}</div>
    </>
  );
}
