/**
 * Light or dark. Inside Telegram its theme decides, live (`theme_changed`). On the web the user's
 * choice: follow the system, or always light or dark, kept in local storage; "system" follows the
 * OS setting live. Until the user chooses, the tenant's `default_theme_mode` (SystemConfig, API.md
 * §6) is the theme of a first visit; a tenant without `theme_switch` offers no choice, and its
 * mode is the app's.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { telegram } from './platform';
import { useTenantConfig } from './tenant-config';

export type AppearanceChoice = 'system' | 'light' | 'dark';
export const APPEARANCE_CHOICES: readonly AppearanceChoice[] = ['system', 'light', 'dark'];
const KEY = 'appearance';

const listeners = new Set<() => void>();
/** The stored choice; null until the user has made one. */
function read(): AppearanceChoice | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : null;
  } catch {
    return null;
  }
}

export function setAppearanceChoice(choice: AppearanceChoice): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
  current = choice;
  for (const l of listeners) l();
}

let current: AppearanceChoice | null | undefined;
const snapshot = () => {
  if (current === undefined) current = read();
  return current;
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * The choice in effect: the user's, else the tenant's mode for a first visit (or, before its
 * configuration is known, the system's); the tenant's mode alone where it offers no choice.
 */
export function useAppearanceChoice(): AppearanceChoice {
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  const tenant = useTenantConfig().data;
  if (tenant && !tenant.theme_switch) return tenant.default_theme_mode;
  return stored ?? tenant?.default_theme_mode ?? 'system';
}

/**
 * The appearance to render: Telegram's theme inside Telegram (starting from the launch's), else
 * the web's (below). Every part of the UI reads it, so a theme change restyles telegram-ui's
 * controls too, not only the colour variables.
 */
export function useAppearance(initial: 'light' | 'dark'): 'light' | 'dark' {
  const web = useWebAppearance(initial);
  const [fromTelegram, setFromTelegram] = useState(initial);
  useEffect(() => telegram()?.onAppearance(setFromTelegram), []);
  return telegram() ? fromTelegram : web;
}

/** The appearance to render on the web: the user's choice, or the OS setting (live). */
function useWebAppearance(initial: 'light' | 'dark'): 'light' | 'dark' {
  const choice = useAppearanceChoice();
  const [system, setSystem] = useState(initial);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!mq) return;
    const on = () => setSystem(mq.matches ? 'dark' : 'light');
    on();
    mq.addEventListener?.('change', on);
    return () => mq.removeEventListener?.('change', on);
  }, []);
  return choice === 'system' ? system : choice;
}
