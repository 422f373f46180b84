import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  items: readonly TabItem[];
  selected: string;
  onSelect(id: string): void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Id of the panel the tabs control. */
  controls?: string;
}

/**
 * A wrapping row of tabs (WAI-ARIA tabs pattern): Tab enters at the selected tab, arrow keys,
 * Home and End move and select.
 */
export function Tabs({ items, selected, onSelect, label, controls }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(items[target].id);
    refs.current[target]?.focus();
  }

  return (
    <div className="hoh-ui-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          className="hoh-ui-tab"
          aria-selected={item.id === selected}
          aria-controls={controls}
          tabIndex={item.id === selected ? 0 : -1}
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
