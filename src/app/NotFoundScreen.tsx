import { t, useLaterCatalogues } from '../i18n';
import { FullScreenMessage } from '../ui/FullScreenMessage';
import { GoHomeButton } from '../ui/GoHomeButton';

/** Unknown routes (a mistyped link, an old deep link). */
export default function NotFoundScreen() {
  useLaterCatalogues(); // its words are in a later namespace (the first screens' stay small)
  return (
    <FullScreenMessage
      title={t('ui.notFound.title')}
      body={t('ui.notFound.body')}
      action={<GoHomeButton>{t('ui.notFound.goHome')}</GoHomeButton>}
    />
  );
}
