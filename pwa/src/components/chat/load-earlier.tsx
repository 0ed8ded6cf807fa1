import { Button } from '../ui/button'

/** A paged chat's "Load earlier messages" above its first message, while there are earlier pages. */
export function LoadEarlier({ pages }: { pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!pages.hasNextPage) return null
  return (
    <div className="flex justify-center">
      <Button size="sm" variant="ghost" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
        Load earlier messages
      </Button>
    </div>
  )
}
