import { screen } from '@testing-library/react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { api, apiError, recordApiCalls, server } from './msw';
import { renderWithProviders } from './render';

function Echo() {
  const { data, error } = useSWR('/echo', (p: string) =>
    apiRequest<{ text: string }>(p, { query: { q: 'x' } }),
  );
  if (error) return <p>{String(error.message)}</p>;
  return <p>{data ? data.text : 'loading'}</p>;
}

describe('@cle/testing', () => {
  test('serves typed handlers to the API client through SWR and records the calls', async () => {
    const calls = recordApiCalls();
    server.use(api.get<{ text: string }>('/echo', ({ query }) => ({ text: `echo ${query.get('q')}` })));
    renderWithProviders(<Echo />, { auth: { token: 't0k' } });
    expect(await screen.findByText('echo x')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/echo', query: { q: 'x' } })]);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t0k');
  });

  test('error answers reach the code as the API sends them', async () => {
    server.use(api.get('/echo', () => apiError(404, 'No such thing')));
    renderWithProviders(<Echo />);
    expect(await screen.findByText('No such thing')).toBeInTheDocument();
  });
});
