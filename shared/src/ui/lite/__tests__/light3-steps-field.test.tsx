import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, Input, Radio, Steps } from '..';

/** The kit's step list and labelled form field (the submit-order page's, issue 19). */
afterEach(cleanup);

describe('Steps', () => {
  it('is an ordered list with the current step marked and the steps before it done', () => {
    render(<Steps aria-label="Order steps" current={1} items={[{ title: 'Select' }, { title: 'Confirm' }, { title: 'Pay' }]} />);
    const list = screen.getByRole('list', { name: 'Order steps' });
    expect(list.tagName).toBe('OL');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]!.className).toContain('ml-step-done');
    expect(steps[2]!.className).toContain('ml-step-todo');
    expect(steps[1]!.textContent).toBe('2Confirm');
  });
});

describe('Field', () => {
  it('names its control, describes it by the hint and, while shown, the error, and marks it invalid', () => {
    const { rerender } = render(
      <Field label="Tax number" hint="Letters and digits" required>
        {(p) => <Input {...p} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Tax number' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Letters and digits').id).toBe(box.getAttribute('aria-describedby'));

    rerender(
      <Field label="Tax number" hint="Letters and digits" required error="Please enter the tax number">
        {(p) => <Input {...p} />}
      </Field>,
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = box
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Please enter the tax number', 'Letters and digits']);
  });

  it('labels a radio group by its label, and the group carries the error', () => {
    render(
      <Field label="Header type" group error="Choose one">
        {(p) => (
          <Radio.Group value="personal" {...p}>
            <Radio value="personal">Personal</Radio>
            <Radio value="company">Company</Radio>
          </Radio.Group>
        )}
      </Field>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Header type' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose one');
  });
});
