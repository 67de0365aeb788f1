import { PageHeader } from '../../components/ui/page-header';

export function PublicProfileScreen() {
  return (
    <PageHeader title="Public profile">
      See this leader's level, XP, badges, personality type and public impact entries.
    </PageHeader>
  );
}
