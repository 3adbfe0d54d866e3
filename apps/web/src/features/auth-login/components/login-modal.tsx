// Being built; see the feature's brief.
export default function LoginModal(_props: { onClose: () => void }) {
  return null;
}
