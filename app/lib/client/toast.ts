// One import point for notices, so components do not depend on the toast library directly.
export { toast } from "sonner";
