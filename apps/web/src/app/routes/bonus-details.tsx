// Replaced by the page's owner.
export default function Page() {
  return null;
}
