import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../hooks/use-theme.ts';
import { iconButton } from '../../ui/button.css.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      onClick={toggleTheme}
      disabled={theme === null}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-theme={theme ?? 'loading'}
    >
      {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
    </button>
  );
}
