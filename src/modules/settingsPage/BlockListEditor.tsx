import { useState } from 'react';
import {
  blockStatusOptions,
  readBlockList,
  validateBlockRule,
  writeBlockList,
  type BlockRule,
} from '../../core/settings/stores';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { strings } from './strings';

const statusOptions = blockStatusOptions.map((status) => ({ value: status, label: status === '' ? strings.blockNone : status }));

/** Adds and removes feed block rules (blockList store), with the spec's validation. */
export function BlockListEditor() {
  const [rules, setRules] = useState<BlockRule[]>(() => readBlockList());
  const [user, setUser] = useState('');
  const [status, setStatus] = useState('');
  const [media, setMedia] = useState('');
  const [error, setError] = useState('');

  function save(next: BlockRule[]): void {
    writeBlockList(next);
    setRules(next);
  }

  function add(): void {
    const result = validateBlockRule({ user, status, media });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError('');
    save([...rules, result.rule]);
    setUser('');
    setStatus('');
    setMedia('');
  }

  return (
    <div className="hoh-settings-blocklist">
      <p className="hoh-ui-hint">{strings.blockHelp}</p>
      {rules.length === 0 ? (
        <p className="hoh-ui-hint">{strings.blockEmpty}</p>
      ) : (
        <ul className="hoh-settings-rules">
          {rules.map((rule, index) => {
            const text = strings.blockRuleText(rule.user, rule.status, rule.media);
            return (
              <li key={`${index}:${text}`}>
                <span>{text}</span>
                <button
                  type="button"
                  className="hoh-ui-button hoh-ui-secondary"
                  aria-label={`${strings.blockRemove} ${text}`}
                  onClick={() => save(rules.filter((_, i) => i !== index))}
                >
                  {strings.blockRemove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="hoh-settings-blockform"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TextInput label={strings.blockUser} value={user} onChange={setUser} />
        <Select label={strings.blockStatus} value={status} options={statusOptions} onChange={setStatus} />
        <TextInput label={strings.blockMedia} value={media} onChange={setMedia} inputMode="numeric" />
        <button type="submit" className="hoh-ui-button">
          {strings.blockAdd}
        </button>
      </form>
      {error !== '' && (
        <p className="hoh-ui-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
