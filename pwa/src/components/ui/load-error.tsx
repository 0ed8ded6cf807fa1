import type { ReactNode } from 'react'
import { errorMessage } from '../../lib/api'
import { Alert } from './alert'
import { Button } from './button'

/** What a screen shows when its data did not load: the reason in words and "Try again". */
export function LoadError({
  error,
  onRetry,
  title = "This list didn't load",
  children,
}: {
  error: unknown
  onRetry?: () => void
  title?: ReactNode
  /** Words in place of the error's own (when there is a likelier explanation). */
  children?: ReactNode
}) {
  return (
    <Alert
      tone="error"
      title={title}
      action={
        onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {children ?? errorMessage(error)}
    </Alert>
  )
}
