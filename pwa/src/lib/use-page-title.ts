import { useEffect } from 'react'
import { PRODUCT_NAME } from './brand'

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — Pharmacy Shifts`
  }, [title])
}
