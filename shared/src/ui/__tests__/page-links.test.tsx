// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Pagination } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLinks } from '../page-links';

afterEach(cleanup);

describe('pageLinks', () => {
  const pager = (params: string, onChange = vi.fn(), current = 3) =>
    render(
      <Pagination
        current={current}
        pageSize={10}
        total={500}
        showSizeChanger={false}
        itemRender={pageLinks(new URLSearchParams(params), { drop: ['cursor'] })}
        onChange={onChange}
      />,
    );

  it("gives antd's page anchors real links on the page's own query (crawlable, open in a new tab)", () => {
    const { container } = pager('keyword=lamp&cursor=abc&current=3');
    const hrefs = [...container.querySelectorAll('li.ant-pagination-item a')].map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toBe('?keyword=lamp');
    expect(hrefs).toContain('?keyword=lamp&current=4');
    expect(hrefs.at(-1)).toBe('?keyword=lamp&current=50');
    // No anchor without a link is left (antd's jump items too).
    expect(container.querySelectorAll('a:not([href])')).toHaveLength(0);
  });

  it('a click still pages in place and the item stays the one tab stop', () => {
    const onChange = vi.fn();
    const { container } = pager('', onChange);
    const four = [...container.querySelectorAll('li.ant-pagination-item a')].find((a) => a.textContent === '4')!;
    expect(four.getAttribute('tabindex')).toBe('-1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(four, click);
    expect(click.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(4, 10);
  });
});
