import { ComingSoon } from '../../components/coming-soon';

/** Every signed-in route whose screen is not built yet. */
export default function ComingSoonRoute({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
