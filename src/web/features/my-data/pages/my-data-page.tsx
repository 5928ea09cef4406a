import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myDataQueryKey, useMyData } from '../api/my-data';
import { isLinkInvalid } from '../api/my-data-request';
import { useMyDataToken } from '../api/use-my-data-token';
import { DataErased } from '../components/data-erased';
import { LinkInvalid } from '../components/link-invalid';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { MyDataOverview } from '../components/my-data-overview';
import { LINK_INVALID_MESSAGE } from '../components/my-data-text';

/**
 * A candidate's own data (issue 19, Act 843), opened by the private link of their
 * emails: what each organization holds, a download, withdrawing and erasing. Open to
 * everyone; the link's token is the only key.
 */
export function MyDataPage() {
  const { token, forgetToken } = useMyDataToken();
  const [isErased, setIsErased] = useState(false);
  useDocumentTitle('Your data');

  const onErased = () => {
    forgetToken();
    setIsErased(true);
  };

  return (
    <PublicPageFrame width="narrow">
      {isErased ? (
        <DataErased />
      ) : token === null ? (
        <LinkInvalid message={LINK_INVALID_MESSAGE} />
      ) : (
        <MyDataContent key={token} token={token} onErased={onErased} onLinkDead={forgetToken} />
      )}
    </PublicPageFrame>
  );
}

interface MyDataContentProps {
  token: string;
  onErased: () => void;
  /** The server refused the link: keeping it would only fail again after a reload. */
  onLinkDead: () => void;
}

function MyDataContent({ token, onErased, onLinkDead }: MyDataContentProps) {
  const query = useMyData(token);
  const queryClient = useQueryClient();
  const isDead = query.isError && isLinkInvalid(query.error);

  useEffect(() => {
    if (isDead) onLinkDead();
  }, [isDead, onLinkDead]);

  return (
    <QueryState
      query={query}
      loading={<LoadingBlock label="Loading your data..." />}
      error={(error, retry) =>
        isLinkInvalid(error) ? (
          <LinkInvalid message={error.message} />
        ) : (
          <div className="mx-auto max-w-xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your data</h1>
            <LoadFailed
              what="We could not load your data."
              error={error}
              onRetry={retry}
              isRetrying={query.isFetching}
              className="mt-4 rounded-xl border border-red-200 bg-red-50 p-6"
            />
          </div>
        )
      }
    >
      {(data) => (
        <MyDataOverview
          data={data}
          token={token}
          onErased={onErased}
          onStale={() => void queryClient.invalidateQueries({ queryKey: myDataQueryKey(token) })}
        />
      )}
    </QueryState>
  );
}
