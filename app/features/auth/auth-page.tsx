import { PASSWORD_MIN_LENGTH } from "@common/constants";
import { ArrowLeft } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/field";
import { showToast } from "~/lib/toast";

interface Result {
  intent: "signin" | "signup";
  fieldErrors?: Record<string, string>;
  formError?: string;
}

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow";

export function AuthPage({
  defaultRole,
  defaultTab,
  result,
}: {
  defaultRole: "renter" | "landlord";
  defaultTab: "signin" | "signup";
  result?: Result;
}) {
  const [tab, setTab] = useState<string>(result?.intent ?? defaultTab);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = result?.fieldErrors ?? {};

  useEffect(() => {
    if (result?.formError) showToast({ type: "error", title: result.formError });
  }, [result]);

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to Home
        </Link>
      </Button>
      <Card className="p-6">
        <h1 className="text-2xl font-bold">Welcome to Affordable</h1>
        <p className="mt-1 text-sm text-slate-600">No agents. No application fees. Deal directly.</p>
        <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
          <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1" aria-label="Sign in or sign up">
            <Tabs.Trigger value="signin" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>

          {result?.formError ? (
            <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {result.formError}
            </p>
          ) : null}

          <Tabs.Content value="signin" className="mt-6">
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="signin" />
              <Field
                id="signin-email"
                label="Email"
                error={result?.intent === "signin" ? errors.email : undefined}
              >
                {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
              </Field>
              <Field
                id="signin-password"
                label="Password"
                error={result?.intent === "signin" ? errors.password : undefined}
              >
                {(p) => (
                  <Input {...p} name="password" type="password" autoComplete="current-password" required />
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? "Signing in..." : "Sign In"}
              </Button>
              <p className="text-center text-sm">
                <Link to="/forgot-password" className="text-brand-700 underline">
                  Forgot your password?
                </Link>
              </p>
            </Form>
          </Tabs.Content>

          <Tabs.Content value="signup" className="mt-6">
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="signup" />
              <Field
                id="signup-name"
                label="Full Name"
                error={result?.intent === "signup" ? errors.fullName : undefined}
              >
                {(p) => <Input {...p} name="fullName" autoComplete="name" required maxLength={100} />}
              </Field>
              <Field
                id="signup-email"
                label="Email"
                error={result?.intent === "signup" ? errors.email : undefined}
              >
                {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
              </Field>
              <Field
                id="signup-password"
                label="Password"
                hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
                error={result?.intent === "signup" ? errors.password : undefined}
              >
                {(p) => <Input {...p} name="password" type="password" autoComplete="new-password" required />}
              </Field>
              <Field
                id="signup-role"
                label="I am a"
                error={result?.intent === "signup" ? errors.role : undefined}
              >
                {(p) => (
                  <Select {...p} name="role" defaultValue={defaultRole}>
                    <option value="renter">Renter</option>
                    <option value="landlord">Landlord</option>
                  </Select>
                )}
              </Field>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? "Creating account..." : "Sign Up"}
              </Button>
            </Form>
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </section>
  );
}
