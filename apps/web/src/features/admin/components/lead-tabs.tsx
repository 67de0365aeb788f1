import { LEAD_KINDS, type LeadKind } from '@lv/domain';
import { Tabs } from '../../../components/ui/tabs';

/** The id prefix of the lead tabs and their panel (`TabPanel idPrefix={LEAD_TABS}`). */
export const LEAD_TABS = 'leads';

const TAB_LABELS: Record<LeadKind, string> = {
  bookings: 'Pathfinder bookings',
  roi: 'ROI estimates',
  blueprints: 'Team Blueprints',
};
const LEAD_OPTIONS = LEAD_KINDS.map((key) => ({ key, label: TAB_LABELS[key] }));

/** The leads screen's tabs: bookings, ROI estimates, blueprints (arrow keys; see `Tabs`). */
export function LeadTabs({
  kind,
  onChange,
}: {
  kind: LeadKind;
  onChange: (kind: LeadKind) => void;
}) {
  return (
    <Tabs
      label="Kind of lead"
      tabs={LEAD_OPTIONS}
      selected={kind}
      onChange={onChange}
      idPrefix={LEAD_TABS}
      className="mb-4 flex w-full flex-col sm:inline-flex sm:w-auto sm:flex-row"
    />
  );
}
