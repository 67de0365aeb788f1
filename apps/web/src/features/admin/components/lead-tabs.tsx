import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { LEAD_KINDS, type LeadKind } from '@lv/domain';
import { Tabs } from '../../../components/ui/tabs';

/** The id prefix of the lead tabs and their panel (`TabPanel idPrefix={LEAD_TABS}`). */
export const LEAD_TABS = 'leads';

const TAB_LABELS: Record<LeadKind, MessageDescriptor> = {
  bookings: msg`Pathfinder bookings`,
  roi: msg`ROI estimates`,
  blueprints: msg`Team Blueprints`,
};

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
      label={t`Kind of lead`}
      tabs={LEAD_KINDS.map((key) => ({ key, label: i18n._(TAB_LABELS[key]) }))}
      selected={kind}
      onChange={onChange}
      idPrefix={LEAD_TABS}
      className="mb-4 flex w-full flex-col sm:inline-flex sm:w-auto sm:flex-row"
    />
  );
}
