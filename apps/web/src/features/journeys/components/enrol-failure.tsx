import { t } from '@lingui/core/macro';
import { xpActionFor, type XpActionDefinition } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';

/** Complete Module's base XP (`../shared/spec/platform-spec.md` section 9 (Business constants and limits)): what the screens promise for a module. */
const completeModuleId: XpActionDefinition['id'] = 'complete_module';
export const MODULE_XP = xpActionFor(completeModuleId).points;

/** A failed enrolment, said the same way wherever the Enrol button is. */
export function EnrolFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  const message = error.message;
  return <Alert tone="error">{t`We could not enrol you: ${message} Try again.`}</Alert>;
}
