import '../resume.feature';

export interface PublicCvPageProps {
  kind: 'manager' | 'candidate';
}

// Stub: replaced by the helper who builds the public CV views.
export default function PublicCvPage(_props: PublicCvPageProps) {
  return null;
}
