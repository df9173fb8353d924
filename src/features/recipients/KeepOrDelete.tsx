import { Button } from '@telegram-apps/telegram-ui';

/** The last question before a delete: keep it, or delete it for good (busy while it runs). */
export function KeepOrDelete({
  keep,
  confirm,
  onKeep,
  onDelete,
  busy,
  testId,
  destructive = false,
}: {
  keep: string;
  confirm: string;
  onKeep: () => void;
  onDelete: () => void;
  busy: boolean;
  testId: string;
  /** Paint the delete in the destructive colour. */
  destructive?: boolean;
}) {
  return (
    <>
      <Button size="m" mode="bezeled" onClick={onKeep}>
        {keep}
      </Button>
      <Button
        size="m"
        mode="filled"
        onClick={onDelete}
        loading={busy}
        data-testid={testId}
        style={destructive ? { background: 'var(--tgui--destructive_text_color)' } : undefined}
      >
        {confirm}
      </Button>
    </>
  );
}
