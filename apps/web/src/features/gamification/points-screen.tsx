import { PageHeader } from '../../components/ui/page-header';

export function PointsScreen() {
  return (
    <PageHeader title="Points system">
      See your XP, your level and how each action earns you points.
    </PageHeader>
  );
}
