// What other features may use of registration: see the edges in apps/web/README.md.
export { profileOptions, useVolunteerProfile } from './api/register';
export { ProfileForm } from './components/profile-form';
export { RegisterCard } from './components/register-card';
export { SmsCodeButton } from './components/sms-code-button';
