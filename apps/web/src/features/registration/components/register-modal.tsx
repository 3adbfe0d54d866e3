// Being built; see the feature's brief.
export default function RegisterModal(_props: { onClose: () => void }) {
  return null;
}
