import { campaignTitle, formatDate, truncate } from "@common/format";
import { centsToInputValue, formatUsd } from "@common/money";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { CampaignProgress } from "~/components/campaign-progress";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/field";
import { showToast, type Toast } from "~/lib/toast";
import { CampaignStatusBadge } from "./campaign-status-badge";

export interface AdminCampaign {
  id: string;
  title: string;
  story: string;
  goalAmountCents: number;
  amountRaisedCents: number;
  paidOutCents: number;
  verified: boolean;
  isActive: boolean;
  createdAt: string;
  renterId: string | null;
  renterName: string | null;
  renterEmail: string | null;
  landlordName: string;
}

export interface AdminActionResult {
  ok: boolean;
  toast?: Toast;
  fieldErrors?: Record<string, string>;
}

/** The admin grid of every campaign, newest first. */
export function AdminApprovals({ campaigns }: { campaigns: AdminCampaign[] }) {
  if (campaigns.length === 0) {
    return (
      <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        No campaigns found.
      </p>
    );
  }
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {campaigns.map((c) => (
        <li key={c.id}>
          <CampaignCard campaign={c} />
        </li>
      ))}
    </ul>
  );
}

function useToastResult(data: AdminActionResult | undefined) {
  useEffect(() => {
    if (data?.toast) showToast(data.toast);
  }, [data]);
}

function CampaignCard({ campaign: c }: { campaign: AdminCampaign }) {
  const verify = useFetcher<AdminActionResult>();
  const payout = useFetcher<AdminActionResult>();
  useToastResult(verify.data);
  useToastResult(payout.data);
  const outstanding = Math.max(0, c.amountRaisedCents - c.paidOutCents);
  const renter = c.renterName || c.renterEmail || c.renterId || "Unknown";
  const headingId = `campaign-${c.id}`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold leading-snug">
          <Link to={`/party/${c.id}`} className="hover:underline">
            {campaignTitle(c.title)}
          </Link>
        </h2>
        <CampaignStatusBadge verified={c.verified} isActive={c.isActive} />
      </div>
      {campaignTitle(c.title) !== c.title ? <p className="mt-1 text-xs text-slate-500">{c.title}</p> : null}
      <p className="mt-3 break-words text-sm text-slate-700">{truncate(c.story, 150)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Goal</dt>
        <dd className="font-medium">{formatUsd(c.goalAmountCents)}</dd>
        <dt className="text-slate-500">Renter</dt>
        <dd className="truncate font-medium" title={renter}>
          {renter}
        </dd>
        <dt className="text-slate-500">Created</dt>
        <dd className="font-medium">{formatDate(c.createdAt)}</dd>
        <dt className="text-slate-500">Landlord</dt>
        <dd className="truncate font-medium">{c.landlordName}</dd>
        <dt className="text-slate-500">Raised</dt>
        <dd className="font-medium">{formatUsd(c.amountRaisedCents)}</dd>
        <dt className="text-slate-500">Paid out</dt>
        <dd className="font-medium">{formatUsd(c.paidOutCents)}</dd>
      </dl>
      <div className="mt-3">
        <CampaignProgress raisedCents={c.amountRaisedCents} goalCents={c.goalAmountCents} size="sm" />
      </div>
      <div className="mt-auto space-y-3 pt-5">
        {!c.verified ? (
          <verify.Form method="post">
            <input type="hidden" name="id" value={c.id} />
            <Button
              type="submit"
              name="intent"
              value="verify"
              className="w-full"
              disabled={verify.state !== "idle"}
            >
              {verify.state !== "idle" ? "Verifying..." : "Verify Campaign"}
            </Button>
          </verify.Form>
        ) : null}
        {outstanding > 0 ? (
          <payout.Form method="post" className="rounded-lg bg-slate-50 p-3" key={outstanding}>
            <input type="hidden" name="id" value={c.id} />
            <p className="text-sm font-medium text-slate-800">
              {formatUsd(outstanding)} not yet paid out to the landlord
            </p>
            <div className="mt-2 flex items-end gap-2">
              <div className="flex-1">
                <Label htmlFor={`payout-${c.id}`} className="text-xs">
                  Payout amount (USD)
                </Label>
                <Input
                  id={`payout-${c.id}`}
                  name="amount"
                  type="number"
                  min={0.01}
                  step={0.01}
                  defaultValue={centsToInputValue(outstanding)}
                  aria-invalid={payout.data?.fieldErrors?.amount ? true : undefined}
                  aria-describedby={payout.data?.fieldErrors?.amount ? `payout-${c.id}-error` : undefined}
                />
              </div>
              <Button
                type="submit"
                name="intent"
                value="payout"
                variant="outline"
                disabled={payout.state !== "idle"}
              >
                Mark Payout Sent
              </Button>
            </div>
            {payout.data?.fieldErrors?.amount ? (
              <p id={`payout-${c.id}-error`} role="alert" className="mt-1 text-sm text-red-600">
                {payout.data.fieldErrors.amount}
              </p>
            ) : null}
          </payout.Form>
        ) : c.amountRaisedCents > 0 ? (
          <p className="text-sm font-medium text-green-700">Everything raised has been paid out.</p>
        ) : null}
      </div>
    </Card>
  );
}
