import type { CandidateFeedbackRequest } from '@/contract/projects';

export interface FeedbackSubmission {
  projectId: string;
  candidateId: string;
  feedback: CandidateFeedbackRequest;
}
