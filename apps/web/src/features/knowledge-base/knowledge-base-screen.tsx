import { PageHeader } from '../../components/ui/page-header';

export function KnowledgeBaseScreen() {
  return (
    <PageHeader title="Knowledge base">
      Find answers to frequent questions about journeys, XP, badges and your account.
    </PageHeader>
  );
}
