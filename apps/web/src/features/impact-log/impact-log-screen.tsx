import { PageHeader } from '../../components/ui/page-header';

export function ImpactLogScreen() {
  return (
    <PageHeader title="Impact log">
      Record what changed at work and its measured effect, and submit your weekly reflection for 60
      XP.
    </PageHeader>
  );
}
