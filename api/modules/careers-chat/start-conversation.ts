/**
 * `POST /careers/facility/conversations {providerId, jobId?}` and `POST
 * /careers/provider/conversations {jobId} | {organizationId}`: opens the one thread between an
 * organization and a provider who applied to one of its jobs, or finds it (spec 000 §7 "Careers"
 * → "Chat"). Answers 201 with a new thread, 200 with the one that exists. Anyone not connected
 * by an application gets 404 with one message whatever the reason, so an id of another tenant
 * cannot be told from an unknown one.
 */
import { and, eq } from "drizzle-orm";
import type {
  CareersConversation,
  StartFacilityCareersConversationBody,
  StartProviderCareersConversationBody,
} from "../../../shared/contracts/careers-chat";
import type { AppContext, FacilityCaller, ProviderCaller } from "../../context";
import { careersConversations, jobs } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import { applicationConnecting } from "./queries";
import { conversationDto, sideOf } from "./to-dto";

const noApplicant = () =>
  new NotFoundError(
    "provider",
    "You can message a provider once they apply to one of your jobs",
  );
const noApplication = () =>
  new NotFoundError(
    "organization",
    "You can message an organization once you apply to one of its jobs",
  );

export interface Started {
  created: boolean;
  conversation: CareersConversation;
}

export async function startCareersConversation({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext;
  caller: FacilityCaller | ProviderCaller;
  input:
    StartFacilityCareersConversationBody | StartProviderCareersConversationBody;
}): Promise<Started> {
  if (caller.kind === "provider") {
    const body = input as StartProviderCareersConversationBody;
    if (!body.jobId && !body.organizationId)
      throw ValidationError.field(
        "jobId",
        "jobId or organizationId is required",
      );
  }
  return ctx.db.write(async (tx) => {
    let organizationId: string;
    let providerId: string;
    let jobId: string | undefined;
    if (caller.kind === "facility") {
      const body = input as StartFacilityCareersConversationBody;
      organizationId = caller.organizationId;
      providerId = body.providerId;
      // Within a limited MEMBER's facilities: an applicant of a job at one of them.
      const applied = await applicationConnecting(tx, {
        organizationId,
        providerId,
        jobId: body.jobId,
        facilityIds: caller.facilityIds,
        unblurredOnly: true,
      });
      if (!applied) throw noApplicant();
      jobId = applied.jobId;
    } else {
      const body = input as StartProviderCareersConversationBody;
      providerId = caller.providerId;
      if (body.jobId) {
        const job = await tx
          .select({ organizationId: jobs.organizationId })
          .from(jobs)
          .where(eq(jobs.id, body.jobId))
          .get();
        if (
          !job ||
          (body.organizationId && body.organizationId !== job.organizationId)
        )
          throw noApplication();
        organizationId = job.organizationId;
      } else {
        organizationId = body.organizationId!;
      }
      const applied = await applicationConnecting(tx, {
        organizationId,
        providerId,
        jobId: body.jobId,
      });
      if (!applied) throw noApplication();
      jobId = applied.jobId;
    }
    const existing = await tx
      .select({ id: careersConversations.id })
      .from(careersConversations)
      .where(
        and(
          eq(careersConversations.organizationId, organizationId),
          eq(careersConversations.providerId, providerId),
        ),
      )
      .get();
    if (existing)
      return {
        created: false,
        conversation: await conversationDto(tx, existing.id, sideOf(caller)),
      };
    const now = ctx.clock.now();
    const row = await tx
      .insert(careersConversations)
      .values({
        organizationId,
        providerId,
        jobId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: careersConversations.id })
      .get();
    return {
      created: true,
      conversation: await conversationDto(tx, row.id, sideOf(caller)),
    };
  });
}
