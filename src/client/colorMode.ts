// Colour mode: the inline head script applies the stored choice before first
// paint (<html data-theme / data-theme-choice>); this keeps React in step with
// those attributes. One store for the whole page, so the navbar toggle and any
// site component reading useColorMode always agree.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { siteConfig } from './data';
import { storage } from './storage';

export type ColorMode = 'light' | 'dark';
/** `null` is the reader's system setting (only with `respectPrefersColorScheme`). */
export type ColorModeChoice = ColorMode | null;
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

function systemMode(): ColorMode {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  if (!respectPrefersColorScheme) return defaultMode;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(choice: ColorModeChoice): void {
  const html = document.documentElement;
  html.dataset.theme = choice ?? systemMode();
  html.dataset.themeChoice = choice ?? 'system';
}

function onStorage(e: StorageEvent): void {
  if (e.key !== storage.key(THEME_STORAGE_KEY) || siteConfig.colorMode.disableSwitch) return;
  // Another tab (or this one) stored a choice: show it here too.
  apply(
    isMode(e.newValue)
      ? e.newValue
      : siteConfig.colorMode.respectPrefersColorScheme
        ? null
        : siteConfig.colorMode.defaultMode,
  );
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const currentMode = (): ColorMode => {
  const mode = document.documentElement.dataset.theme;
  return isMode(mode) ? mode : siteConfig.colorMode.defaultMode;
};
const currentChoice = (): ColorModeChoice => {
  const choice = document.documentElement.dataset.themeChoice;
  return isMode(choice) ? choice : null;
};
// Prerendered HTML assumes the default mode and no choice, as the reference does; the real values
// arrive right after hydration.
const serverMode = (): ColorMode => siteConfig.colorMode.defaultMode;
const serverChoice = (): ColorModeChoice => null;

export function setColorMode(choice: ColorModeChoice): void {
  apply(choice);
  storage.set(THEME_STORAGE_KEY, choice);
  notify();
}

export interface ColorModeState {
  colorMode: ColorMode;
  colorModeChoice: ColorModeChoice;
  setColorMode: (choice: ColorModeChoice) => void;
  /** Older names the reference still exports. */
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
}

export function useColorMode(): ColorModeState {
  const colorMode = useSyncExternalStore(subscribe, currentMode, serverMode);
  const colorModeChoice = useSyncExternalStore(subscribe, currentChoice, serverChoice);
  useEffect(() => {
    // With the switch disabled, a choice stored earlier must not come back later.
    if (siteConfig.colorMode.disableSwitch) storage.set(THEME_STORAGE_KEY, null);
  }, []);
  const set = useCallback((choice: ColorModeChoice) => setColorMode(choice), []);
  return {
    colorMode,
    colorModeChoice,
    setColorMode: set,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: useCallback(() => setColorMode('light'), []),
    setDarkTheme: useCallback(() => setColorMode('dark'), []),
  };
}
