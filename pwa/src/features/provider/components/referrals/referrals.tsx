/**
 * Referrals (issue 13 §5): my code and share link, an e-mail invitation, and the people I
 * referred through the funnel invited → onboarded → verified → worked → paid (names shortened).
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, Gift, Send, Share2, Users } from 'lucide-react'
import { REFERRAL_FUNNEL_STAGES, type ReferralFunnelStage } from '@shared/contracts/compliance'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { Pager } from '../../../../components/ui/pager'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { ApiError, errorMessage } from '../../../../lib/api'
import { inviteReferral, referralsQuery } from '../../api/compliance'

const STAGE: Record<ReferralFunnelStage, { label: string; tone: BadgeTone }> = {
  invited: { label: 'Invited', tone: 'neutral' },
  onboarded: { label: 'Signed up', tone: 'brand' },
  verified: { label: 'Verified', tone: 'accent' },
  worked: { label: 'Worked a shift', tone: 'warning' },
  paid: { label: 'Bonus paid', tone: 'success' },
}

const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export function ReferralsPage() {
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const referrals = useQuery(referralsQuery(page))
  const [email, setEmail] = useState('')
  const [copied, setCopied] = useState(false)
  const invite = useMutation({
    mutationFn: () => inviteReferral({ email: email.trim() }),
    onSuccess: async () => {
      setEmail('')
      await queryClient.invalidateQueries({ queryKey: ['provider', 'referrals'] })
    },
  })
  const data = referrals.data
  const inviteError = invite.error instanceof ApiError ? (invite.error.errors.find((e) => e.field === 'email')?.message ?? invite.error.message) : invite.error ? errorMessage(invite.error) : undefined

  const copy = async () => {
    if (!data) return
    await navigator.clipboard?.writeText(data.shareLink)
    setCopied(true)
  }
  const share = () => {
    if (data && navigator.share) void navigator.share({ title: 'Pick up pharmacy shifts', text: `Sign up with my referral code ${data.referralCode}`, url: data.shareLink }).catch(() => undefined)
  }
  const onInvite = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim()) invite.mutate()
  }

  return (
    <AreaPage title="Referrals" description="Invite pharmacists, technicians and interns you'd trust behind the counter.">
      {referrals.isLoading ? (
        <SkeletonList rows={4} label="Loading your referrals" />
      ) : referrals.isError || !data ? (
        <LoadError error={referrals.error} title="Your referrals didn't load" onRetry={() => void referrals.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.3fr]">
          <div className="flex flex-col gap-6 self-start">
            <Card>
              <CardHeader icon={<Share2 aria-hidden className="size-5" />} title="Your link" description="Anyone who signs up with it is counted as yours." />
              <CardBody className="flex flex-col gap-3">
                <p className="text-sm text-slate-600">
                  Referral code <span className="font-mono text-base font-semibold text-slate-900" data-testid="referral-code">{data.referralCode}</span>
                </p>
                <Input readOnly value={data.shareLink} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void copy()}>
                    <Copy aria-hidden className="size-4" /> {copied ? 'Copied' : 'Copy link'}
                  </Button>
                  {typeof navigator !== 'undefined' && 'share' in navigator && (
                    <Button size="sm" variant="outline" onClick={share}>
                      <Share2 aria-hidden className="size-4" /> Share
                    </Button>
                  )}
                </div>
                {data.bonus.enabled && (
                  <Alert tone="success" title="Sign-up bonus">
                    When someone you refer completes their first shift, they get {money(data.bonus.signUpBonus)}
                    {data.bonus.referrerBonus > 0 ? ` and you get ${money(data.bonus.referrerBonus)}` : ''}.
                  </Alert>
                )}
              </CardBody>
            </Card>
            <Card>
              <CardHeader icon={<Send aria-hidden className="size-5" />} title="Invite by e-mail" />
              <CardBody>
                <form onSubmit={onInvite} className="flex flex-col gap-3" noValidate>
                  <Field label="Their e-mail" error={inviteError}>
                    <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
                  </Field>
                  <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
                    Send invitation
                  </Button>
                  {invite.isSuccess && <Alert tone="success">Invitation sent.</Alert>}
                </form>
              </CardBody>
            </Card>
          </div>
          <div className="flex flex-col gap-6 self-start">
            <Card>
              <CardHeader icon={<Gift aria-hidden className="size-5" />} title="Your funnel" />
              <CardBody>
                <ol className="grid grid-cols-5 gap-2 text-center" aria-label="Referral funnel">
                  {REFERRAL_FUNNEL_STAGES.map((stage) => (
                    <li key={stage} className="rounded-xl bg-slate-50 px-1 py-3">
                      <span className="block text-xl font-bold text-slate-900" data-testid={`funnel-${stage}`}>
                        {data.funnel[stage]}
                      </span>
                      <span className="block text-[0.7rem] font-medium text-slate-600">{STAGE[stage].label}</span>
                    </li>
                  ))}
                </ol>
              </CardBody>
            </Card>
            <Card>
              <CardHeader icon={<Users aria-hidden className="size-5" />} title="People you referred" />
              <CardBody>
                {data.data.length === 0 ? (
                  <p className="text-sm text-slate-600">Nobody yet. Share your link or send an invitation.</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {data.data.map((r) => (
                      <li key={r.referralId} className="flex items-center justify-between gap-3 py-3">
                        <span>
                          <span className="block text-sm font-medium text-slate-900">{r.name}</span>
                          <span className="block text-xs text-slate-500">Since {day.format(new Date(r.since))}</span>
                        </span>
                        <Badge tone={STAGE[r.stage].tone}>{STAGE[r.stage].label}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
                {data.pagination.totalPages > 1 && <Pager page={page} totalPages={data.pagination.totalPages} onChange={setPage} />}
              </CardBody>
            </Card>
          </div>
        </div>
      )}
    </AreaPage>
  )
}
