// The colour mode switch. Without props it drives the page's colour mode
// itself; a swizzled navbar passes `value` and `onChange` (from useColorMode),
// as the reference's toggle takes them.
import clsx from 'clsx';
import { siteConfig } from '@docgen/client/data';
import { useColorMode, type ColorModeChoice } from '@docgen/client/colorMode';
import { useIsBrowser } from '@docgen/client/hooks';
import { IconDarkMode, IconLightMode } from '@theme/Icons';

export interface ColorModeToggleProps {
  className?: string;
  buttonClassName?: string;
  respectPrefersColorScheme?: boolean;
  value?: ColorModeChoice;
  onChange?: (choice: ColorModeChoice) => void;
}

const LABELS = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

/** light ↔ dark; with the system setting respected: system → light → dark → system. */
function nextChoice(choice: ColorModeChoice, respectSystem: boolean): ColorModeChoice {
  if (!respectSystem) return choice === 'dark' ? 'light' : 'dark';
  return choice === null ? 'light' : choice === 'light' ? 'dark' : null;
}

export default function ColorModeToggle({
  className,
  buttonClassName,
  respectPrefersColorScheme = siteConfig.colorMode.respectPrefersColorScheme,
  value,
  onChange,
}: ColorModeToggleProps) {
  const isBrowser = useIsBrowser();
  const own = useColorMode();
  if (siteConfig.colorMode.disableSwitch) return null;
  const choice =
    value !== undefined ? value : respectPrefersColorScheme ? own.colorModeChoice : own.colorMode;
  const change = onChange ?? own.setColorMode;
  const label = LABELS[choice ?? 'system'];
  return (
    <div className={clsx('colorModeToggle', className)}>
      <button
        className={clsx('clean-btn toggleButton', buttonClassName)}
        type="button"
        disabled={!isBrowser}
        title={label}
        aria-label={`Switch between dark and light mode (currently ${label})`}
        onClick={() => change(nextChoice(choice, respectPrefersColorScheme))}
      >
        <IconLightMode className="lightToggleIcon" />
        <IconDarkMode className="darkToggleIcon" />
      </button>
    </div>
  );
}
