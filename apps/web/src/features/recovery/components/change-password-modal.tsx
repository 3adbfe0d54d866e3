// Being built; see the feature's brief.
export default function ChangePasswordModal(_props: { onClose: () => void }) {
  return null;
}
