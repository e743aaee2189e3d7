import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { ConsoleDetail } from './console-detail';
import { ConsoleQueue, type QueueQuery } from './console-queue';
import { QueueFilters, QueueSearch, QueueSelect } from './queue-filters';

afterEach(cleanup);

type Status = 'pending' | 'done';
type Item = { id: number; name: string };
type Page = { items: Item[]; total: number; counts: Record<Status, number> };
const STATUSES = ['pending', 'done'] as const;

/** A page that owns its tab and page number, as the console pages do; the query is given. */
function Queue({ query, onTab = () => undefined, onPage = () => undefined }: { query: QueueQuery<Page>; onTab?(s: Status): void; onPage?(p: number): void }) {
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  return (
    <ConsoleQueue
      testId="things"
      title="Things"
      lead="What waits"
      filters={<input aria-label="Filter" />}
      tabs={{
        label: 'By status',
        items: STATUSES,
        value: status,
        onChange: (s) => {
          setStatus(s);
          onTab(s);
        },
        name: (s) => `Tab ${s}`,
        count: (s, data) => data.counts[s],
      }}
      query={query}
      page={page}
      pageSize={2}
      onPage={(p) => {
        setPage(p);
        onPage(p);
      }}
      empty={`Nothing ${status}`}
      renderItem={(i) => <li key={i.id}>{i.name}</li>}
    />
  );
}

const loaded = (items: Item[], total = items.length): QueueQuery<Page> => ({ data: { items, total, counts: { pending: total, done: 0 } }, isError: false, refetch: () => undefined });

describe('ConsoleQueue', () => {
  it('shows the title, lead, filters and tabs with their counts, then the cards and the pagination', () => {
    const onPage = vi.fn();
    render(<Queue query={loaded([{ id: 1, name: 'First' }, { id: 2, name: 'Second' }], 5)} onPage={onPage} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Things');
    expect(screen.getByText('What waits')).toBeTruthy();
    expect(screen.getByLabelText('Filter')).toBeTruthy();
    expect(screen.getByTestId('things-tab-pending').textContent).toBe('Tab pending (5)');
    expect(screen.getByTestId('things-tab-done').textContent).toBe('Tab done (0)');
    const list = screen.getByTestId('things-queue');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First', 'Second']);
    // Five at two a page: three pages; the next goes to page 2.
    const nav = screen.getByRole('navigation');
    fireEvent.click(within(nav).getAllByRole('button')[1]);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says what an empty tab holds, with no list and no pagination', () => {
    render(<Queue query={loaded([])} />);
    expect(screen.getByTestId('things-empty').textContent).toBe('Nothing pending');
    expect(screen.queryByTestId('things-queue')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reports the chosen tab', () => {
    const onTab = vi.fn();
    render(<Queue query={loaded([])} onTab={onTab} />);
    fireEvent.click(screen.getByRole('tab', { name: /Tab done/ }));
    expect(onTab).toHaveBeenCalledWith('done');
    expect(screen.getByTestId('things-empty').textContent).toBe('Nothing done');
  });

  it('shows a skeleton and no counts while loading, and the load error with a retry when it failed', () => {
    const { rerender, container } = render(<Queue query={{ data: undefined, isError: false, refetch: () => undefined }} />);
    expect(screen.getByTestId('things-tab-pending').textContent).toBe('Tab pending');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('span[aria-hidden="true"][style*="height"]')).toBeTruthy();
    expect(screen.queryByTestId('things-queue')).toBeNull();
    const refetch = vi.fn();
    rerender(<Queue query={{ data: undefined, isError: true, refetch }} />);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps a loaded page on a failed refresh', () => {
    render(<Queue query={{ ...loaded([{ id: 1, name: 'First' }]), isError: true }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('things-queue').textContent).toBe('First');
  });

  it('shows a page its own way (renderPage), still followed by the pagination', () => {
    render(
      <ConsoleQueue
        testId="rows"
        title="Rows"
        lead="A table"
        tabs={{ label: 'By status', items: STATUSES, value: 'pending', onChange: () => undefined, name: (s) => s }}
        query={loaded([{ id: 1, name: 'Only' }], 3)}
        page={1}
        pageSize={2}
        onPage={() => undefined}
        renderPage={(p) => <table data-testid="rows-table"><tbody><tr><td>{p.items[0].name}</td></tr></tbody></table>}
      />,
    );
    expect(screen.getByTestId('rows-table').textContent).toBe('Only');
    expect(screen.getByTestId('rows-tab-pending').textContent).toBe('pending');
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});

describe('ConsoleDetail', () => {
  const back = { label: 'Back', onBack: vi.fn(), testId: 'back' };
  it('shows the way back, the title and the item once loaded', () => {
    render(
      <ConsoleDetail back={back} title="Item 7" titleTestId="title" query={{ data: { n: 7 }, isError: false, error: null, refetch: () => undefined }} notFound={<p>Gone</p>}>
        {(d) => <p>Number {d.n}</p>}
      </ConsoleDetail>,
    );
    fireEvent.click(screen.getByTestId('back'));
    expect(back.onBack).toHaveBeenCalledOnce();
    expect(screen.getByTestId('title').textContent).toBe('Item 7');
    expect(screen.getByText('Number 7')).toBeTruthy();
  });

  it('says the item is not there on a 404, and offers a retry on another failure', () => {
    const error = new HttpError('no such inquiry', 404, 'api');
    const { rerender } = render(
      <ConsoleDetail back={back} title="Items" query={{ data: undefined, isError: true, error, refetch: () => undefined }} notFound={<p>Gone</p>}>
        {() => <p>never</p>}
      </ConsoleDetail>,
    );
    expect(screen.getByText('Gone')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const refetch = vi.fn();
    rerender(
      <ConsoleDetail back={back} title="Items" query={{ data: undefined, isError: true, error: new Error('down'), refetch }} notFound={<p>Gone</p>}>
        {() => <p>never</p>}
      </ConsoleDetail>,
    );
    expect(screen.queryByText('Gone')).toBeNull();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('QueueFilters', () => {
  function Filters({ onKind, onSearch }: { onKind(k: Status | ''): void; onSearch(words: string): void }) {
    const [kind, setKind] = useState<Status | ''>('');
    const [draft, setDraft] = useState('');
    return (
      <QueueFilters>
        <QueueSelect label="Kind" value={kind} onChange={(k) => (setKind(k), onKind(k))} options={STATUSES} optionLabel={(k) => `Kind ${k}`} any="Any" testId="kind" />
        <QueueSearch label="Words" button="Search" testId="words" draft={draft} setDraft={setDraft} onSearch={onSearch} />
      </QueueFilters>
    );
  }

  it('filters by a value or by none, and searches for the words (trimmed) only when the form is sent', () => {
    const onKind = vi.fn();
    const onSearch = vi.fn();
    render(<Filters onKind={onKind} onSearch={onSearch} />);
    expect([...screen.getByTestId<HTMLSelectElement>('kind').options].map((o) => o.textContent)).toEqual(['Any', 'Kind pending', 'Kind done']);
    fireEvent.change(screen.getByTestId('kind'), { target: { value: 'done' } });
    expect(onKind).toHaveBeenLastCalledWith('done');
    fireEvent.change(screen.getByTestId('kind'), { target: { value: '' } });
    expect(onKind).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByTestId('words'), { target: { value: '  SFP-10G  ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('SFP-10G');
  });
});
