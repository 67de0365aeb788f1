import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { SHIPPED_EXAMPLE_HOST, type SettingToSet } from '@lv/domain';
import { Alert } from '../../../components/ui/alert';

/** The settings' field labels, as the form names them. */
const LABELS: Record<SettingToSet, MessageDescriptor> = {
  calendarPageUrl: msg`Calendar page`,
  customJourneyBookingUrl: msg`Custom journey booking page`,
};

/** In production, the booking addresses still on the shipped example: the server says they must be set (and logs it at start-up). */
export function SettingsMustSet({ keys }: { keys: readonly SettingToSet[] }) {
  if (keys.length === 0) return null;
  const host = SHIPPED_EXAMPLE_HOST;
  return (
    <Alert tone="info" className="mb-6">
      <p className="font-semibold">{t`Set your own booking addresses before visitors use them`}</p>
      <p className="mt-1">{t`These still point at ${host}, the example the product ships with. They must be set:`}</p>
      <ul className="mt-1 list-disc pl-5">
        {keys.map((key) => (
          <li key={key}>{i18n._(LABELS[key])}</li>
        ))}
      </ul>
    </Alert>
  );
}
