// Being built; see the feature's brief.
export default function ResetPasswordPage() {
  return null;
}
