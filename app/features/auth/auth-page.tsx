import { PASSWORD_MIN_LENGTH } from "@common/constants";
import authLimits from "@common/schemas/auth?limits";
import { type FormMetadata, getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, FormErrors, Input, Select } from "~/components/ui/field";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { type ActionResult, formSchema, hintedInputProps, resultFor, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";

const loadAuthSchemas = () => import("@common/schemas/auth");
const signInForm = formSchema(loadAuthSchemas, "signInSchema", authLimits);
const signUpForm = formSchema(loadAuthSchemas, "signUpSchema", authLimits);

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow";

export function AuthPage({
  defaultRole,
  defaultTab,
  result,
  redirectTo,
}: {
  defaultRole: "renter" | "landlord";
  defaultTab: "signin" | "signup";
  result?: ActionResult;
  /** The safe page to come back to after signing in or up (checked again by the action), or null. */
  redirectTo: string | null;
}) {
  const signInResult = resultFor(result, "signin");
  const signUpResult = resultFor(result, "signup");
  const [tab, setTab] = useState<string>(signUpResult ? "signup" : signInResult ? "signin" : defaultTab);
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  // Field ids are `${form id}-${name}`: signin-email, signup-password, ...
  const [signIn, signInFields] = useSchemaForm(signInForm, { id: "signin", lastResult: signInResult });
  const [signUp, signUpFields] = useSchemaForm(signUpForm, {
    id: "signup",
    lastResult: signUpResult,
    defaultValue: { role: defaultRole },
  });

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/">
          <Icon name="arrow-left" className="size-4" /> {t("auth.backHome")}
        </Link>
      </Button>
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t("auth.welcome")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("auth.tagline")}</p>
        <Tabs value={tab} onValueChange={setTab} className="mt-6">
          <TabList className="flex gap-1 rounded-lg bg-slate-100 p-1" label={t("auth.tabs.label")}>
            <Tab value="signin" className={tabClass}>
              {t("auth.signIn")}
            </Tab>
            <Tab value="signup" className={tabClass}>
              {t("auth.signUp")}
            </Tab>
          </TabList>

          <TabForm intent="signin" form={signIn} redirectTo={redirectTo}>
            <Field meta={signInFields.email} label={t("auth.email")}>
              <Input {...getInputProps(signInFields.email, { type: "email" })} autoComplete="email" />
            </Field>
            <Field meta={signInFields.password} label={t("auth.password")}>
              <Input
                {...getInputProps(signInFields.password, { type: "password" })}
                autoComplete="current-password"
              />
            </Field>
            <Button type="submit" className="w-full" disabled={submitting === "signin"}>
              {submitting === "signin" ? t("auth.signingIn") : t("auth.signIn")}
            </Button>
            <p className="text-center text-sm">
              <Link to="/forgot-password" className="text-brand-700 underline">
                {t("auth.forgotPassword")}
              </Link>
            </p>
          </TabForm>

          <TabForm intent="signup" form={signUp} redirectTo={redirectTo}>
            <Field meta={signUpFields.fullName} label={t("auth.fullName")}>
              <Input {...getInputProps(signUpFields.fullName, { type: "text" })} autoComplete="name" />
            </Field>
            <Field meta={signUpFields.email} label={t("auth.email")}>
              <Input {...getInputProps(signUpFields.email, { type: "email" })} autoComplete="email" />
            </Field>
            <Field
              meta={signUpFields.password}
              label={t("auth.password")}
              hint={t("auth.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            >
              <Input {...hintedInputProps(signUpFields.password, "password")} autoComplete="new-password" />
            </Field>
            <Field meta={signUpFields.role} label={t("auth.role")}>
              <Select {...getSelectProps(signUpFields.role)}>
                <option value="renter">{t("auth.role.renter")}</option>
                <option value="landlord">{t("auth.role.landlord")}</option>
              </Select>
            </Field>
            <Button type="submit" className="w-full" disabled={submitting === "signup"}>
              {submitting === "signup" ? t("auth.creatingAccount") : t("auth.signUp")}
            </Button>
          </TabForm>
        </Tabs>
      </Card>
    </section>
  );
}

/** One tab's form: which form it is (`intent`), where to go after, and the form's own errors above its fields. */
function TabForm<S extends Record<string, unknown>>({
  intent,
  form,
  redirectTo,
  children,
}: {
  intent: "signin" | "signup";
  form: FormMetadata<S, string[]>;
  redirectTo: string | null;
  children: ReactNode;
}) {
  return (
    <TabPanel value={intent} className="mt-6">
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        {children}
      </Form>
    </TabPanel>
  );
}
