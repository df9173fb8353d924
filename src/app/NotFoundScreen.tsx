import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../i18n';
import { Screen } from '../ui/Screen';
import { paths } from './paths';

/** Unknown routes (a mistyped link, an old deep link). */
export default function NotFoundScreen() {
  const [, navigate] = useLocation();
  return (
    <Screen title={t('common.notFound.title')} root hideTitle>
      <div className="full-screen">
        <Placeholder
          header={t('common.notFound.title')}
          description={t('common.notFound.body')}
          action={
            <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
              {t('common.notFound.goHome')}
            </Button>
          }
        />
      </div>
    </Screen>
  );
}
