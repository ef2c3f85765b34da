import './states.css';

export { LoadingSkeleton, type LoadingSkeletonProps } from './loading-skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { EndOfList, type EndOfListProps } from './end-of-list';
