import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { Screen } from '../ui/Screen';
import { paths } from './paths';

/** Unknown routes (a mistyped link, an old deep link). */
export default function NotFoundScreen() {
  const [, navigate] = useLocation();
  return (
    <Screen title="Page not found" root hideTitle>
      <div className="full-screen">
        <Placeholder
          header="Page not found"
          description="This link doesn't lead anywhere in the app. It may be old or mistyped."
          action={
            <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
              Go to home
            </Button>
          }
        />
      </div>
    </Screen>
  );
}
