// The extra sign-in check and social sign-in for the login form, and the small form
// pieces (field, send-code button, warning dialog) the account forms share; `app/` and
// the account features compose them.
export { StepUpForm, type StepUpFormProps } from './components/step-up-form';
export { SocialSignInButtons } from './components/social-sign-in-buttons';
export { TextField, type TextFieldProps } from './components/text-field';
export { SendCodeButton, type SendCodeButtonProps } from './components/send-code-button';
export { NoticeDialog, type NoticeDialogProps } from './components/notice-dialog';
export { useCountdown } from './hooks/use-countdown';
