// Colour mode: light or dark, stored under `theme`. The inline head script
// applies it before first paint; this keeps React in step and renders the
// toggle when the site enables the switch.
import { useCallback, useEffect, useState } from 'react';
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';
import { storage, useIsBrowser } from '@docgen/client/hooks';
import { IconMoon, IconSun } from '@theme/Icons';

export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  const { defaultMode, disableSwitch } = siteConfig.colorMode;
  const [colorMode, setState] = useState<ColorMode>(defaultMode);
  useEffect(() => {
    if (disableSwitch) {
      storage.set(THEME_STORAGE_KEY, null);
      return;
    }
    setState((document.documentElement.dataset.theme as ColorMode) ?? defaultMode);
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_STORAGE_KEY) return;
      const mode = e.newValue === 'dark' || e.newValue === 'light' ? e.newValue : defaultMode;
      document.documentElement.dataset.theme = mode;
      document.documentElement.dataset.themeChoice = mode;
      setState(mode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [defaultMode, disableSwitch]);
  const setColorMode = useCallback((mode: ColorMode) => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.dataset.themeChoice = mode;
    storage.set(THEME_STORAGE_KEY, mode);
    setState(mode);
  }, []);
  return { colorMode, setColorMode };
}

export default function ColorModeToggle({ className }: { className?: string }) {
  const isBrowser = useIsBrowser();
  const { colorMode, setColorMode } = useColorMode();
  if (siteConfig.colorMode.disableSwitch) return null;
  const label = colorMode === 'dark' ? 'dark mode' : 'light mode';
  return (
    <div className={clsx('colorModeToggle', className)}>
      <button
        className="clean-btn toggleButton"
        type="button"
        disabled={!isBrowser}
        title={label}
        aria-label={`Switch between dark and light mode (currently ${label})`}
        onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
      >
        <IconSun />
        <IconMoon />
      </button>
    </div>
  );
}
