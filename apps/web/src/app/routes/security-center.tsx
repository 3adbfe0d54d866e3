// Being built; see the feature's brief.
export default function SecurityCenterPage() {
  return null;
}
