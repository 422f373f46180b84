import { useId, useState } from 'react';
import { formatAliasText, parseAliasText, readTitleAliases, writeTitleAliases } from '../../core/settings/stores';
import { strings } from './strings';

/** The titleAliases store as editable lines; lines breaking the rules are dropped on save. */
export function TitleAliasEditor() {
  const id = useId();
  const helpId = useId();
  const [text, setText] = useState(() => formatAliasText(readTitleAliases()));
  const [report, setReport] = useState<{ saved: string; dropped: string } | null>(null);

  function save(): void {
    const { aliases, dropped } = parseAliasText(text);
    writeTitleAliases(aliases);
    setText(formatAliasText(aliases));
    setReport({ saved: strings.aliasSaved(aliases.length), dropped: dropped.length > 0 ? strings.aliasDropped(dropped) : '' });
  }

  return (
    <div className="hoh-settings-aliases">
      <label htmlFor={id}>{strings.aliasLabel}</label>
      <p id={helpId} className="hoh-ui-hint">
        {strings.aliasHelp}
      </p>
      <textarea
        id={id}
        className="hoh-ui-textarea"
        aria-describedby={helpId}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button type="button" className="hoh-ui-button" onClick={save}>
        {strings.aliasSave}
      </button>
      {report && (
        <div role="status">
          <p className="hoh-ui-hint">{report.saved}</p>
          {report.dropped !== '' && <p className="hoh-ui-error">{report.dropped}</p>}
        </div>
      )}
    </div>
  );
}
