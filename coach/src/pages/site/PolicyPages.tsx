import { PolicyPage } from './PolicyPage';
import { privacyPolicy, schedulingPolicy, termsOfService } from './policyContent';

export function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}

export function TermsOfServicePage() {
  return <PolicyPage policy={termsOfService} />;
}

export function SchedulingPolicyPage() {
  return <PolicyPage policy={schedulingPolicy} />;
}
