import { useRef, type KeyboardEvent } from 'react';
import type { UserType } from '@firm/shared/domain/auth';

export type SignInTab = { value: UserType; label: string };

export type SignInTabsProps = {
  tabs: SignInTab[];
  value: UserType;
  disabled: boolean;
  onChange: (value: UserType) => void;
};

/**
 * Staff Login and Client Login as the WAI-ARIA tabs pattern (what MUI's Tabs rendered before): one tab
 * in the Tab order, the arrow keys, Home and End move between them and choose.
 */
export function SignInTabs({ tabs, value, disabled, onChange }: SignInTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined || disabled) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    refs.current[index]?.focus();
    if (index !== current) onChange(tabs[index]!.value);
  };

  return (
    <div className="signin-tabs" role="tablist" aria-label="Sign-in type" onKeyDown={handleKeyDown}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            className="signin-tabs__tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            onClick={() => !selected && onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
