import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../lib/notify';
import { setUpLocalApi } from '../../test/local-api';
import { project } from '../../test/project-fixture';
import { generation } from './test-fixtures';
import { VariantPreviewBanner } from './variant-preview-banner';

const { received, answer } = setUpLocalApi('/plot-editor/editor?project=7');
afterEach(() => notifications.clear());

function renderBanner(variant = generation({ name: 'Batch 3 - Variant 2' })) {
  const onExit = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <VariantPreviewBanner project={project()} generation={variant} onExit={onExit} />
    </QueryClientProvider>,
  );
  return onExit;
}

describe('VariantPreviewBanner', () => {
  it('says which variant is previewed and that it is not applied', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Variant preview' });
    expect(banner.textContent).toContain('Previewing Batch 3 - Variant 2 — not applied');
    expect(banner.textContent).toContain('0 errors, 1 warning');
  });

  it('goes back to the plan with the button and with Escape, without a request', async () => {
    const onExit = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my plan' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(2);
    expect(received).toEqual([]);
  });

  it('applies the variant on the plan version seen, then leaves the preview', async () => {
    answer(() => ({ status: 200, body: project({ plan_version: 4 }) }));
    const onExit = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/projects/7/edit_actual_plan/',
        body: { generation: 3, base_version: 3 },
      }),
    ]);
  });

  it('asks first when the variant leaves objects out, and Escape then closes only the question', async () => {
    const onExit = renderBanner(
      generation({ not_placed: [{ id: 'pool-1', landscape_object: 'pool', reason: 'No room.' }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(
      '1 object could not be placed',
    );
    await userEvent.keyboard('{Escape}');
    expect(received).toEqual([]);
    expect(onExit).not.toHaveBeenCalled();
  });
});
