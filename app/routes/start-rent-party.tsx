import { authHrefFor } from "@common/redirect-to";
import { rentHelpFor } from "@common/rent-help";
import { headlineFirstName } from "@common/rent-party-rules";
import { rentPartyCreateSchema } from "@common/schemas/rent-party";
import { findUsState, stateDisplayName } from "@common/us-states";
import { parseWithZod } from "@conform-to/zod/v4";
import { resolveVisitorLocation } from "@server/location/service";
import { createRentParty } from "@server/rent-parties/create-rent-party";
import { StartHowItWorks } from "~/features/rent-parties/how-it-works";
import { PublicHelpFirst } from "~/features/rent-parties/public-help-first";
import { StartRentPartyForm } from "~/features/rent-parties/start-rent-party-form";
import { reply, replyError } from "~/lib/action-result.server";
import { redirectWithToast } from "~/lib/flash.server";
import { useT } from "~/lib/i18n";
import { pageMessages, serverT } from "~/lib/i18n.server";
import { keepTypedOnFailure } from "~/lib/keep-typed";
import type { Toast } from "~/lib/toast";
import type { Route } from "./+types/start-rent-party";

const LOGIN_REQUIRED: Toast = {
  type: "error",
  title: "Authentication Required",
  description: "Please log in to start a rent party.",
};
const SUBMISSION_FAILED = {
  type: "error",
  title: "Submission Failed",
  description: "There was an error submitting your campaign. Please try again.",
} as const satisfies Toast;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.meta.title }, { name: "description", content: data.meta.description }] : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Public help is open to everyone; only the campaign form itself asks a visitor to sign in, and
  // sign-in comes back to it with the chosen state.
  const wantsForm = url.searchParams.has("continue");
  if (!context.user && wantsForm) {
    throw await redirectWithToast(context, authHrefFor(request), LOGIN_REQUIRED);
  }
  // The state: as picked on this page, else the visitor's (remembered or detected) location.
  const picked = url.searchParams.get("state");
  const visitor = picked
    ? null
    : (
        await resolveVisitorLocation({
          cookieHeader: request.headers.get("cookie"),
          clientIp: context.clientIp,
          logger: context.logger,
        })
      ).location;
  const state = findUsState(picked ?? visitor?.state)?.code ?? null;
  const firstName = headlineFirstName(context.user?.fullName);
  // Public help first: the programs for the renter's state, until they continue to the form.
  const help = wantsForm
    ? null
    : { programs: rentHelpFor(state), stateName: state ? stateDisplayName(state, context.locale) : null };
  const t = serverT(context.locale, "rentParty", "cards");
  return {
    firstName,
    state,
    help,
    signedIn: context.user !== null,
    meta: { title: t("rentParty.meta.start"), description: t("rentParty.meta.startDescription") },
    messages: pageMessages(context.locale, "rentParty", "cards"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) throw await redirectWithToast(context, authHrefFor(request), LOGIN_REQUIRED);
  const submission = parseWithZod(await request.formData(), { schema: rentPartyCreateSchema });
  if (submission.status !== "success") return reply(submission);
  try {
    await createRentParty(context.deps, context.user, submission.payload);
  } catch (error) {
    return replyError(submission, error, {
      // Field errors show under their fields; any other failure is the spec's "Submission Failed".
      toast: (e) => (e.fieldErrors ? undefined : SUBMISSION_FAILED),
      unexpected: {
        logger: context.logger,
        message: SUBMISSION_FAILED.description,
        toast: SUBMISSION_FAILED,
      },
    });
  }
  return redirectWithToast(context, "/", {
    type: "success",
    title: "Campaign Submitted!",
    description: "Your rent party campaign has been submitted for review. We'll contact you soon.",
  });
}

/** A submission that cannot reach the server keeps the story typed and says "Submission Failed". */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepTypedOnFailure(serverAction, {
    message: SUBMISSION_FAILED.description,
    toast: SUBMISSION_FAILED,
  });
}

export default function StartRentParty({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t("rentParty.start.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">{t("rentParty.start.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        {loaderData.help && !actionData ? (
          <PublicHelpFirst
            state={loaderData.state}
            stateName={loaderData.help.stateName}
            programs={loaderData.help.programs}
            signedIn={loaderData.signedIn}
          />
        ) : (
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <StartRentPartyForm
              lastResult={actionData}
              firstName={loaderData.firstName}
              defaultState={loaderData.state ?? undefined}
            />
          </div>
        )}
        <aside>
          <StartHowItWorks />
        </aside>
      </div>
    </section>
  );
}
