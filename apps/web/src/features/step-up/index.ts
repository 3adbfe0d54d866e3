// The extra check of a sign-in from a new address, and social sign-in: parts of the login
// form that `app/` hands to it.
export { StepUpForm, type StepUpFormProps } from './components/step-up-form';
export { SocialSignInButtons } from './components/social-sign-in-buttons';
