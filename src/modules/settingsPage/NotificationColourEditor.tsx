import { notificationColourChoices, notificationColourName } from '../../core/settings/notificationColours';
import { getSettings, setSetting } from '../../core/settings/store';
import { useSettings } from '../../ui/useSettings';
import { notificationTypes, type NotificationColourEntry, type NotificationType } from '../../core/settings/types';
import { Checkbox } from '../../ui/Checkbox';
import { Select, type SelectOption } from '../../ui/Select';
import { strings } from './strings';

/** 'THREAD_COMMENT_LIKE' → 'Thread comment like'. */
export function notificationTypeLabel(type: NotificationType): string {
  const words = type.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function update(type: NotificationType, change: Partial<NotificationColourEntry>): void {
  const current = getSettings().notificationColours;
  setSetting('notificationColours', { ...current, [type]: { ...current[type], ...change } });
}

const customValue = 'custom';

/** Per notification type: a colour from the menu and a suppress switch. */
export function NotificationColourEditor({ describedBy }: { describedBy?: string }) {
  const colours = useSettings((settings) => settings.notificationColours);
  return (
    <div className="hoh-settings-colours">
      <p className="hoh-ui-hint">{strings.coloursHelp}</p>
      <ul className="hoh-settings-colour-list">
        {notificationTypes.map((type) => {
          const entry = colours[type];
          const label = notificationTypeLabel(type);
          const name = notificationColourName(entry.colour);
          const options: SelectOption[] = notificationColourChoices.map((choice) => ({ value: choice.name, label: choice.name }));
          if (name === null) options.unshift({ value: customValue, label: strings.colourCustom });
          return (
            <li key={type} className="hoh-settings-colour-row">
              <span className="hoh-settings-swatch" style={{ background: entry.colour }} aria-hidden="true" />
              <Select
                label={label}
                value={name ?? customValue}
                options={options}
                describedBy={describedBy}
                onChange={(choice) => {
                  const picked = notificationColourChoices.find((option) => option.name === choice);
                  if (picked) update(type, { colour: picked.colour });
                }}
              />
              <Checkbox checked={entry.supress} onChange={(supress) => update(type, { supress })} ariaLabel={strings.suppressLabel(label)}>
                {strings.suppress}
              </Checkbox>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
