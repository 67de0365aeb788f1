import { PageHeader } from '../../components/ui/page-header';

export function UpgradeScreen() {
  return (
    <PageHeader title="Upgrade">
      Upgrade to a paid membership to unlock the points system and the premium parts of the
      ecosystem.
    </PageHeader>
  );
}
