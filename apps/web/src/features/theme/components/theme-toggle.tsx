import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MoonIcon, SunIcon } from '../../../components/ui/icons';
import { useThemeStore } from '../theme-store';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const light = theme === 'light';
  return (
    <Button
      type="button"
      variant="ghost-icon"
      role="switch"
      aria-checked={light}
      aria-label={t('header.lightTheme')}
      title={light ? t('header.switchToDark') : t('header.switchToLight')}
      className={className}
      onClick={toggle}
      data-testid="theme-toggle"
      data-theme={theme}
    >
      {light ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
