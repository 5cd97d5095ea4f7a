import { Palette } from 'lucide-react';
import { toggleCurrency, useCurrency } from '../hooks/use-currency.ts';
import { toggleTheme, useTheme } from '../hooks/use-theme.ts';
import { followSystemTheme, useThemeFollowsSystem } from '../hooks/use-theme-source.ts';
import { Button } from '../ui/Button.tsx';
import * as settings from '../widgets/settings/settings.css.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Theme and display currency, on the app-wide theme and currency actors. */
export function AppearanceSection() {
  const theme = useTheme();
  const followsSystem = useThemeFollowsSystem();
  const currency = useCurrency();
  return (
    <SettingsSection id="appearance" icon={Palette} title="Appearance">
      <div className={settings.row}>
        <p className={settings.text}>
          Theme: <strong>{theme === 'dark' ? 'Dark' : 'Light'}</strong>
          {followsSystem ? ', as your device is set' : ', your choice'}
        </p>
        <Button kind="secondary" onClick={toggleTheme}>
          {theme === 'dark' ? 'Use the light theme' : 'Use the dark theme'}
        </Button>
        {!followsSystem && theme !== null && (
          <Button kind="secondary" onClick={followSystemTheme}>
            Follow my device
          </Button>
        )}
      </div>
      <div className={settings.row}>
        <p className={settings.text}>
          Prices and funds in{' '}
          <strong>{currency === 'INR' ? 'Indian rupees (INR)' : 'US dollars (USD)'}</strong>
        </p>
        <Button kind="secondary" onClick={toggleCurrency}>
          {currency === 'INR' ? 'Show in USD' : 'Show in INR'}
        </Button>
      </div>
    </SettingsSection>
  );
}
