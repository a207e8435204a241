import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuButton, NavTabs, Pagination, Result } from '..';

/** The parts the light shop pages added: page tabs as links, page links, a menu opening rightwards, a result's own icon. */
beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('NavTabs (sibling pages as links)', () => {
  it('is a named navigation landmark whose current page link is marked', () => {
    render(
      <NavTabs
        aria-label="Shop pages"
        current="about"
        items={[
          { key: 'home', to: '/shop/7', label: 'Home', 'data-testid': 'tab-home' },
          { key: 'about', to: '/shop/7/about-us', label: 'About us', 'data-testid': 'tab-about' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Shop pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/shop/7', '/shop/7/about-us']);
    expect(screen.getByTestId('tab-about').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
  });

  it('renders its links with the given link component', () => {
    const Link = ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => (
      <a href={`/zh_CN${to}`} data-router="yes" {...rest}>
        {children}
      </a>
    );
    render(<NavTabs aria-label="Pages" Link={Link} items={[{ key: 'a', to: '/a', label: 'A' }]} />);
    const link = screen.getByRole('link', { name: 'A' });
    expect(link.getAttribute('href')).toBe('/zh_CN/a');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});

describe('Pagination with page links', () => {
  it('gives each page number its URL; a plain click pages in place, a modified one is the browser’s', () => {
    const onChange = vi.fn();
    render(<Pagination current={2} pageSize={10} total={45} onChange={onChange} href={(p) => `?current=${p}`} data-testid="pager" />);
    const pager = screen.getByTestId('pager');
    expect(pager.tagName).toBe('NAV');
    const page3 = within(pager).getByRole('link', { name: 'Page 3' });
    expect(page3.getAttribute('href')).toBe('?current=3');
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const plain = fireEvent.click(page3);
    expect(plain).toBe(false); // default prevented: no page load
    expect(onChange).toHaveBeenCalledWith(3);

    onChange.mockClear();
    const newTab = fireEvent.click(within(pager).getByRole('link', { name: 'Page 5' }), { ctrlKey: true });
    expect(newTab).toBe(true);
    expect(onChange).not.toHaveBeenCalled();

    // Previous / next stay buttons.
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('keeps buttons without href', () => {
    render(<Pagination current={1} pageSize={10} total={30} onChange={() => {}} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    screen.getByRole('button', { name: 'Page 2' });
  });
});

describe('MenuButton placement and Result icon', () => {
  it('lines the menu up with the button’s start edge when asked', () => {
    const { container } = render(
      <>
        <MenuButton
          label="Left"
          placement="start"
          items={[
            <a key="a" href="#a" role="menuitem">
              A
            </a>,
          ]}
        />
        <MenuButton
          label="Right"
          items={[
            <a key="b" href="#b" role="menuitem">
              B
            </a>,
          ]}
        />
      </>,
    );
    const roots = container.querySelectorAll('.ml-menu');
    expect(roots[0]!.classList.contains('ml-menu-start')).toBe(true);
    expect(roots[1]!.classList.contains('ml-menu-start')).toBe(false);
  });

  it('shows a given icon instead of the status sign, hidden from assistive technology', () => {
    render(<Result status="warning" title="Paused" icon={<img src="/logo.png" alt="" />} data-testid="r" />);
    const icon = screen.getByTestId('r').querySelector('.ml-result-icon')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.querySelector('img')).not.toBeNull();
    expect(icon.textContent).toBe('');
    screen.getByRole('heading', { name: 'Paused' });
  });
});
