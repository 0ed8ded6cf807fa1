import { createFileRoute } from '@tanstack/react-router'
import { Landing } from '../features/landing/components/landing'

export const Route = createFileRoute('/')({
  component: Landing,
})
