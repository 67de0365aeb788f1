import { PageHeader } from '../../components/ui/page-header';

export function OnboardingScreen() {
  return (
    <PageHeader title="Onboarding">
      Answer five short questions about your team, and we recommend the journey that fits you best.
    </PageHeader>
  );
}
