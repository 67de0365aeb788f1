import { PageHeader } from '../../components/ui/page-header';

export function WelcomeScreen() {
  return (
    <PageHeader title="Welcome">
      Your leadership journey starts here: meet your path, set up your Team Blueprint and earn your
      first 50 XP.
    </PageHeader>
  );
}
