import { Section } from '@telegram-apps/telegram-ui';
import { API_KEY_ROLES, type APIKeyRole } from '../../api/types/developer';
import { t } from '../../i18n';
import { RadioCell } from '../../ui/RadioCell';
import { ROLE_COPY } from './roles';

/** A key's role, each said in words with what it may do (API and frontend keys share the roles). */
export function RoleChoice({
  header,
  name,
  value,
  onChange,
}: {
  header: string;
  /** The radio group's name: unique per form. */
  name: string;
  value: APIKeyRole;
  onChange: (role: APIKeyRole) => void;
}) {
  return (
    <Section header={header}>
      {API_KEY_ROLES.map((r) => (
        <RadioCell
          key={r}
          name={name}
          value={r}
          checked={value === r}
          onChoose={() => onChange(r)}
          className="dev-role"
          multiline
          description={t(ROLE_COPY[r].descriptionKey)}
        >
          {t(ROLE_COPY[r].titleKey)}
        </RadioCell>
      ))}
    </Section>
  );
}
