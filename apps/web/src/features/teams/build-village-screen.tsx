import { PageHeader } from '../../components/ui/page-header';

export function BuildVillageScreen() {
  return (
    <PageHeader title="Build your village">
      Create your village or join one, and invite colleagues by email or link to grow as a team.
    </PageHeader>
  );
}
