import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button, Checkbox, Descriptions, Popconfirm, Radio, Table } from '..';

/** The pieces the light checkout pages use: check boxes, radio buttons, the confirm popover, tables. */
beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('Checkbox', () => {
  it('is a labelled native check box reporting e.target.checked, and can be half checked', () => {
    const seen: boolean[] = [];
    const { rerender } = render(
      <Checkbox checked={false} indeterminate onChange={(e) => seen.push(e.target.checked)} data-testid="shop">
        Shop A
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Shop A' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    fireEvent.click(box);
    expect(seen).toEqual([true]);
    rerender(
      <Checkbox checked onChange={() => {}}>
        Shop A
      </Checkbox>,
    );
    expect(box.indeterminate).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('takes its name from aria-label when it has no text', () => {
    render(<Checkbox checked onChange={() => {}} aria-label="Lamp" />);
    screen.getByRole('checkbox', { name: 'Lamp' });
  });
});

describe('Radio.Group', () => {
  it('checks the picked option (a click on its label) and reports its value', () => {
    function Methods() {
      const [v, setV] = useState<unknown>(1);
      return (
        <Radio.Group value={v} onChange={(e) => setV(e.target.value)} aria-label="Payment method">
          <Radio value={1} data-testid="pay-balance">
            Balance
          </Radio>
          <Radio value={2} data-testid="pay-alipay">
            Alipay
          </Radio>
        </Radio.Group>
      );
    }
    render(<Methods />);
    screen.getByRole('radiogroup', { name: 'Payment method' });
    const [balance, alipay] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(balance!.checked).toBe(true);
    expect(balance!.name).toBe(alipay!.name);
    fireEvent.click(screen.getByTestId('pay-alipay'));
    expect(alipay!.checked).toBe(true);
    expect(balance!.checked).toBe(false);
  });
});

describe('Popconfirm', () => {
  it('asks before acting: OK confirms, Cancel and Escape do not and give focus back to the trigger', () => {
    const onConfirm = vi.fn();
    render(
      <Popconfirm title="Remove this item?" onConfirm={onConfirm} okButtonProps={{ 'data-testid': 'ok' }}>
        <Button data-testid="delete">Delete</Button>
      </Popconfirm>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('delete'));
    const dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    expect(document.activeElement).toBe(screen.getByTestId('ok'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('delete'));

    fireEvent.click(screen.getByTestId('delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('delete'));
    fireEvent.click(screen.getByTestId('ok'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks OK as dangerous when asked (deleting)', () => {
    render(
      <Popconfirm title="Delete this order?" onConfirm={() => {}} okButtonProps={{ 'data-testid': 'ok', danger: true }}>
        <Button>Delete</Button>
      </Popconfirm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('ok').className).toContain('ml-btn-danger');
  });

  it('closes when the pointer goes down elsewhere', () => {
    render(
      <div>
        <Popconfirm title="Clear the cart?" onConfirm={() => {}}>
          <Button>Clear</Button>
        </Popconfirm>
        <p data-testid="outside">elsewhere</p>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Table and Descriptions', () => {
  it('renders column headers and one row per record, in a named region that scrolls sideways', () => {
    const rows = [
      { id: 1, name: 'Lamp', count: 2 },
      { id: 2, name: 'Desk', count: 1 },
    ];
    render(
      <Table
        aria-label="Shop A"
        rowKey="id"
        dataSource={rows}
        columns={[
          { title: 'Product', dataIndex: 'name' },
          { title: 'Quantity', render: (_, r) => `×${r.count}` },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Shop A' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Quantity']);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Lamp×2', 'Desk×1']);
  });

  it('takes rows as items or as Descriptions.Item children', () => {
    render(
      <Descriptions items={[{ key: 'a', label: 'Orders', children: '42' }]} data-testid="desc">
        <Descriptions.Item label="Amount">$1.00</Descriptions.Item>
        {false}
      </Descriptions>,
    );
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Orders', 'Amount']);
    expect(screen.getByTestId('desc').textContent).toBe('Orders42Amount$1.00');
  });
});
