import { data } from "react-router";
import { PageNotFound } from "~/components/page-not-found";
import { notFoundPage } from "~/lib/copy/not-found";
import { noIndexMeta } from "~/lib/site/meta";

// Every path no other route claims (`route("*")`): the page, answered with HTTP 404.
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return noIndexMeta({ title: notFoundPage.metaTitle, description: notFoundPage.body });
}

export default function NotFound() {
  return <PageNotFound />;
}
