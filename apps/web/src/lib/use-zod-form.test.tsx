import { act, render, renderHook, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from '@lv/domain';
import { z } from 'zod';
import { ApiError } from './api';
import { showServerErrors, useZodForm } from './use-zod-form';

const Schema = z.object({ name: z.string().trim().min(2, 'Name needs 2 letters') });

function NameForm({ save }: { save: (value: { name: string }) => Promise<void> }) {
  const { register, handleSubmit, setError, formState } = useZodForm(Schema, {
    defaultValues: { name: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerErrors(error, setError, 'Not saved. Check your connection.');
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} />
      <p>{formState.errors.name?.message}</p>
      <p role="alert">{formState.errors.root?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const Prefilled = z.object({
  name: z.string(),
  age: z.number(),
  notify: z.boolean(),
  team: z.string(),
  note: z.string(),
});

/** A form with a starting value in each kind of field. */
function PrefilledForm({
  save = () => {},
}: {
  save?: (values: z.output<typeof Prefilled>) => void;
}) {
  const { register, handleSubmit, formState } = useZodForm(Prefilled, {
    defaultValues: { name: 'Ada', age: 36, notify: true, team: 'b', note: 'Kept' },
  });
  return (
    <form onSubmit={(e) => void handleSubmit(save)(e)}>
      <label htmlFor="n">Name</label>
      <input id="n" {...register('name')} />
      <label htmlFor="a">Age</label>
      <input id="a" type="number" {...register('age', { valueAsNumber: true })} />
      <label htmlFor="y">Notify</label>
      <input id="y" type="checkbox" {...register('notify')} />
      <label htmlFor="t">Team</label>
      <select id="t" {...register('team')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <label htmlFor="o">Note</label>
      <textarea id="o" {...register('note')} />
      {/* As the admin settings' Save: nothing to send until a field differs from its start. */}
      <button type="submit" disabled={!formState.isDirty}>
        Save
      </button>
    </form>
  );
}

describe('useZodForm', () => {
  it('builds its schema at the first check, not as the form renders (a hydrating page does not pay for it)', async () => {
    const build = vi.fn(() => z.object({ name: z.string().min(2, 'Too short') }));
    const Late = lazySchema(build);
    function LateForm() {
      const { register, handleSubmit, formState } = useZodForm(Late, {
        defaultValues: { name: '' },
      });
      return (
        <form onSubmit={(e) => void handleSubmit(() => {})(e)}>
          <label htmlFor="late">Name</label>
          <input id="late" {...register('name')} />
          <p>{formState.errors.name?.message}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<LateForm />);
    expect(build).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(build).toHaveBeenCalledOnce();
  });

  it('checks with the schema of the latest render (a form whose rule depends on the day)', async () => {
    function DayForm({ max }: { max: number }) {
      const schema = useMemo(
        () => z.object({ day: z.coerce.number().max(max, `Not after day ${max}`) }),
        [max],
      );
      const { register, handleSubmit, formState } = useZodForm(schema, {
        defaultValues: { day: 0 },
      });
      return (
        <form onSubmit={(e) => void handleSubmit(() => {})(e)}>
          <label htmlFor="day">Day</label>
          <input id="day" {...register('day')} />
          <p>{formState.errors.day?.message}</p>
          <button type="submit">Save</button>
        </form>
      );
    }
    const { rerender } = render(<DayForm max={1} />);
    await userEvent.type(screen.getByLabelText('Day'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not after day 1')).toBeInTheDocument();
    rerender(<DayForm max={5} />);
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not after day 5')).toBeInTheDocument();
  });

  it("shows the schema's message and does not save bad input", async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), ' a ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name needs 2 letters')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the schema's output (trimmed)", async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Ada  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Ada' }));
  });

  it("puts the server's field messages on their fields and anything else on the form", async () => {
    const save = vi
      .fn<(value: { name: string }) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'validation', 'Check the form', { name: 'That name is taken' }),
      )
      .mockRejectedValueOnce(new ApiError(0, 'network', 'Failed to fetch'));
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. Check your connection.');
  });

  it("writes a prefilled form's values into the server's HTML, and the browser keeps them", async () => {
    const html = renderToString(<PrefilledForm />);
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="36"');
    expect(html).toMatch(/<input id="y" type="checkbox"[^>]*checked/);
    expect(html).toMatch(/<option value="b" selected/);

    render(<PrefilledForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Age')).toHaveValue(36);
    expect(screen.getByLabelText('Notify')).toBeChecked();
    expect(screen.getByLabelText('Team')).toHaveValue('b');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Grace');
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
  });

  it('hands a field the same registration while nothing about it changed, so a memoised field does not render again', () => {
    const { result, rerender } = renderHook(() =>
      useZodForm(Prefilled, {
        defaultValues: { name: 'Ada', age: 36, notify: true, team: 'b', note: 'Kept' },
      }),
    );
    const name = result.current.register('name');
    const age = result.current.register('age', { valueAsNumber: true });
    rerender();
    expect(result.current.register('name')).toBe(name);
    // Equal options, a new object: still the same registration.
    expect(result.current.register('age', { valueAsNumber: true })).toBe(age);
    // Other options: a new one.
    const asText = result.current.register('age');
    expect(asText).not.toBe(age);
    expect(asText).not.toHaveProperty('valueAsNumber');
    // New starting values (after a save): a new one that carries them.
    act(() => result.current.reset({ name: 'Grace', age: 41, notify: false, team: 'a', note: '' }));
    const renamed = result.current.register('name');
    expect(renamed).not.toBe(name);
    expect(renamed.defaultValue).toBe('Grace');
  });

  it('keeps a field working after a reset, which makes react-hook-form forget its element', async () => {
    const saved: string[] = [];
    function CommentForm() {
      const { register, handleSubmit, reset } = useZodForm(Schema, { defaultValues: { name: '' } });
      return (
        <form
          onSubmit={(e) =>
            void handleSubmit(({ name }) => {
              saved.push(name);
              reset();
            })(e)
          }
        >
          <label htmlFor="c">Comment</label>
          <input id="c" {...register('name')} />
          <button type="submit">Post</button>
        </form>
      );
    }
    render(<CommentForm />);
    await userEvent.type(screen.getByLabelText('Comment'), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(saved).toEqual(['First']));
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Comment'), 'Second');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(saved).toEqual(['First', 'Second']));
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it("keeps what the reader typed into the server's HTML before the page was live", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PrefilledForm />);
    document.body.append(container);
    // The reader types on the server's HTML before the script has run.
    container.querySelector<HTMLInputElement>('#n')!.value = 'Grace';
    container.querySelector<HTMLInputElement>('#a')!.value = '41';
    container.querySelector<HTMLInputElement>('#y')!.checked = false;
    const save = vi.fn();
    await act(async () => {
      hydrateRoot(container, <PrefilledForm save={save} />);
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Note')).toHaveValue('Kept');
    // What was typed counts as a change: a Save that waits for one is live without another keystroke.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[0]).toEqual({
      name: 'Grace',
      age: 41,
      notify: false,
      team: 'b',
      note: 'Kept',
    });
    container.remove();
  });
});
