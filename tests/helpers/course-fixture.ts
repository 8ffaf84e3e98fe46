import type { CourseView } from "../../app/lib/schemas/course.ts";

/** One course as the API answers it, for component tests. */
export const sampleCourse: CourseView = {
  id: 7,
  title: "Taoism and Stoicism: Two Paths to a Calm Mind",
  slug: "taoism-and-stoicism-two-paths-to-a-calm-mind",
  instructor: "Dr. Wei Jie Chen",
  rating: { score: 4.8, count: 120, icon: "star" },
  duration: "7 weeks",
  duration_weeks: 7,
  price: "S$35",
  price_amount: 35,
  currency: "SGD",
  category: "Philosophy",
  level: "Registration Open",
  description: "Laozi and Zhuangzi side by side with Epictetus and Marcus Aurelius.",
  status: "registration_open",
  class_size: 10,
  seats_left: 10,
  starts_at: "2027-01-17T11:00:00.000Z",
};
