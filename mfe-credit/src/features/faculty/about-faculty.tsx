import { useState } from 'react';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useFacultyList } from './api/use-faculty';
import { FacultyList } from './components/faculty-list';
import { LetterFilter } from './components/letter-filter';

/** The about-faculty page: every public faculty member, by last name, each linking to the profile. */
export function AboutFaculty({ heading }: { heading: string }) {
  const [letter, setLetter] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useFacultyList(page, letter);
  const choose = (l: string | null) => {
    setLetter(l);
    setPage(1);
  };
  return (
    <PageFrame>
      <h1 css={{ margin: '0 0 16px', fontSize: 32 }}>{heading}</h1>
      <LetterFilter letter={letter} onChoose={choose} />
      <div css={{ marginTop: 24, minHeight: 480 }}>
        {error && !data ? (
          <InlineError message="Our faculty could not be loaded." onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Skeleton rows={8} label="Loading faculty" />
        ) : (
          <FacultyList data={data} page={page} onPage={setPage} />
        )}
      </div>
    </PageFrame>
  );
}
