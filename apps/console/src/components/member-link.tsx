import { Link } from 'react-router';

/** A member in a console list: the username (isolated for right-to-left pages) and the id, linking to the member's page. */
export function MemberLink({ id, username, testId }: { id: number; username?: string | null; testId?: string }) {
  return (
    <Link to={`/members/${id}`} className="text-accent hover:underline" data-testid={testId}>
      {username ? (
        <>
          <bdi className="font-medium">{username}</bdi> <span className="text-fg-muted tabular-nums">#{id}</span>
        </>
      ) : (
        <span className="tabular-nums">#{id}</span>
      )}
    </Link>
  );
}
