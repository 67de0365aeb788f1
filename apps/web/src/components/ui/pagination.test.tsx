import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    { page: 1, count: 1, expected: [1] },
    { page: 1, count: 3, expected: [1, 2, 3] },
    { page: 1, count: 10, expected: [1, 2, null, 10] },
    { page: 5, count: 10, expected: [1, null, 4, 5, 6, null, 10] },
    { page: 3, count: 10, expected: [1, 2, 3, 4, null, 10] },
    { page: 10, count: 10, expected: [1, null, 9, 10] },
  ])('page $page of $count', ({ page, count, expected }) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  const hrefFor = (p: number) => `/list?page=${p}`;

  it('renders nothing for one page', () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination label="Pages" page={1} pageCount={1} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('links the neighbours and marks the current page', () => {
    render(
      <MemoryRouter>
        <Pagination label="Pages" page={2} pageCount={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Pagination label="Pages" page={1} pageCount={2} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <Pagination label="Pages" page={2} pageCount={2} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('leads from a page past the last back to the last, even when there is only one', () => {
    render(
      <MemoryRouter>
        <Pagination label="Pages" page={7} pageCount={1} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=1');
    expect(screen.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('counts an empty list as one page', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <Pagination label="Pages" page={1} pageCount={0} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <MemoryRouter>
        <Pagination label="Pages" page={3} pageCount={0} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=1');
  });
});
