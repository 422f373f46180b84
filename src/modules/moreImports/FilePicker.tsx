import { useId } from 'react';

export interface FilePickerProps {
  label: string;
  disabled?: boolean;
  onFile(file: File): void;
}

/** AniList's own drop box look (host-dom.md §2.18: div.dropbox, input.input-file, a <p>). */
export function FilePicker({ label, disabled, onFile }: FilePickerProps) {
  const id = useId();
  return (
    <div className="dropbox hohDropbox">
      <input
        id={id}
        className="input-file"
        type="file"
        name="json"
        accept="application/json"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file may be chosen again after a fix: clear the input for the next change.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id}><p>{label}</p></label>
    </div>
  );
}
