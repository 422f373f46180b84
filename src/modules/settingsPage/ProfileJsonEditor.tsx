import { useId, useState } from 'react';
import { saveProfileJson } from '../../api/profileAbout';
import { REQUIRES_SIGN_IN } from '../../core/messages';
import { setSetting } from '../../core/settings/store';
import { useSettings } from '../../ui/useSettings';

/** The two profile JSON fields a member sets here (spec doc 3 §3), with the setting holding each. */
const FIELDS = {
  customCSS: { setting: 'customCSSValue', label: 'Your custom profile CSS', multiline: true },
  background: { setting: 'profileBackgroundValue', label: 'Your profile background (a CSS background value)', multiline: false },
} as const;

export const profileJsonStrings = {
  save: 'Save to your profile',
  saving: 'Saving...',
  saved: (name: string) => `Saved to the about text of ${name}. The rest of your about text is unchanged.`,
  help: 'Stored in a comment at the start of your AniList about text, where other members with Automail read it. Images load only from AniList (s4.anilist.co).',
} as const;

export interface ProfileJsonEditorProps {
  field: keyof typeof FIELDS;
  signedIn: boolean;
  describedBy?: string;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

/**
 * One profile JSON field: edited in its setting (customCSSValue, profileBackgroundValue) and
 * written into the member's own about text through UpdateUser, keeping the rest of it.
 */
export function ProfileJsonEditor({ field, signedIn, describedBy }: ProfileJsonEditorProps) {
  const { setting, label, multiline } = FIELDS[field];
  const id = useId();
  const helpId = useId();
  const value = useSettings((settings) => settings[setting]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const text = typeof value === 'string' ? value : '';

  async function save(): Promise<void> {
    if (!signedIn) {
      setStatus({ kind: 'error', text: REQUIRES_SIGN_IN });
      return;
    }
    setStatus({ kind: 'saving' });
    const result = await saveProfileJson({ [field]: text });
    setStatus(result.ok ? { kind: 'done', text: profileJsonStrings.saved(result.name) } : { kind: 'error', text: result.message });
  }

  const describe = [helpId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="hoh-settings-profile-json" data-profile-json={field}>
      <label htmlFor={id}>{label}</label>
      <p id={helpId} className="hoh-ui-hint">{profileJsonStrings.help}</p>
      {multiline ? (
        <textarea id={id} className="hoh-ui-textarea" aria-describedby={describe} value={text} spellCheck={false}
          onChange={(event) => setSetting(setting, event.currentTarget.value)} />
      ) : (
        <input id={id} className="hoh-ui-input" type="text" aria-describedby={describe} value={text} spellCheck={false}
          onChange={(event) => setSetting(setting, event.currentTarget.value)} />
      )}
      <button type="button" className="hoh-ui-button" disabled={status.kind === 'saving'} onClick={() => void save()}>
        {status.kind === 'saving' ? profileJsonStrings.saving : profileJsonStrings.save}
      </button>
      <div role="status">
        {status.kind === 'done' && <p className="hoh-ui-hint">{status.text}</p>}
        {status.kind === 'error' && <p className="hoh-ui-error">{status.text}</p>}
      </div>
    </div>
  );
}
