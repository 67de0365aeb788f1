import { PageHeader } from '../../components/ui/page-header';

export function DemoScreen() {
  return (
    <PageHeader title="Demo">
      Try the platform without signing in: a live leaderboard, the level calculator and the ROI
      estimator.
    </PageHeader>
  );
}
