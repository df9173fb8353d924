import { Button } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t, useLaterCatalogues } from '../i18n';
import { paths } from '../routing/paths';
import { FullScreenMessage } from '../ui/FullScreenMessage';

/** Unknown routes (a mistyped link, an old deep link). */
export default function NotFoundScreen() {
  useLaterCatalogues(); // its words are in a later namespace (the first screens' stay small)
  const [, navigate] = useLocation();
  return (
    <FullScreenMessage
      title={t('ui.notFound.title')}
      body={t('ui.notFound.body')}
      action={
        <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
          {t('ui.notFound.goHome')}
        </Button>
      }
    />
  );
}
