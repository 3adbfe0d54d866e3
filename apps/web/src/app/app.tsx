import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StartupGate } from './startup/startup-gate';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate />
    </QueryClientProvider>
  );
}
