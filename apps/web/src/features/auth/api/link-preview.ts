import { queryOptions } from '@tanstack/react-query';

/**
 * What a mailed link is for (the address, the invitation), read without using the link up:
 * once, never retried and never stale, since a refusal means the link itself is bad.
 */
export const linkPreviewQuery = <T>(
  name: string,
  token: string,
  preview: (token: string) => Promise<T>,
) =>
  queryOptions({
    queryKey: [name, token],
    queryFn: () => preview(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
