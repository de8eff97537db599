import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon.tsx';
import { toggleTheme, useTheme } from '../../lib/theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = theme === 'dark' ? t('common:theme.toLight') : t('common:theme.toDark');
  return (
    <button type="button" onClick={toggleTheme} className="grid size-10 place-items-center rounded-full text-fg-secondary hover:bg-sunken hover:text-fg" aria-label={label} title={label} data-testid="theme-toggle">
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
