// Being built; see the feature's brief.
export default function ForgotPasswordModal(_props: { onClose: () => void }) {
  return null;
}
