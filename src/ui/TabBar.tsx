import { Tabbar } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { type MessageKey, t } from '../i18n';
import { haptic } from '../lib/platform';
import { paths } from '../routing/paths';
import type { RouteDef } from '../routing/route-def';
import { LineIcon } from './LineIcon';

type Tab = NonNullable<RouteDef['tab']>;

const TABS: { id: Tab; labelKey: MessageKey; to: string; icon: string }[] = [
  {
    id: 'home',
    labelKey: 'common.tabs.home',
    to: paths.home(),
    icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  },
  { id: 'cards', labelKey: 'common.tabs.cards', to: paths.cards(), icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  {
    id: 'profile',
    labelKey: 'common.tabs.profile',
    to: paths.profile(),
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  },
];

/** Bottom navigation between the three tab screens. */
export function TabBar({ active }: { active: Tab }) {
  const [, navigate] = useLocation();
  return (
    <nav aria-label={t('common.tabs.label')} className="tab-bar">
      <Tabbar>
        {TABS.map((tab) => (
          <Tabbar.Item
            key={tab.id}
            text={t(tab.labelKey)}
            selected={tab.id === active}
            aria-current={tab.id === active ? 'page' : undefined}
            onClick={() => {
              if (tab.id === active) return;
              haptic('light');
              navigate(tab.to);
            }}
          >
            <LineIcon d={tab.icon} stroke={1.8} size={28} />
          </Tabbar.Item>
        ))}
      </Tabbar>
    </nav>
  );
}
