-- The nine upcoming trial courses of the specification, one (at least) per category, each fitting
-- one of the landing page's example prompts. Ids are fixed so links, tests and interests stay stable;
-- the identity sequence is moved past them so courses added later get new ids.
INSERT INTO "courses" ("id", "title", "instructor", "rating_score", "rating_count", "duration_weeks", "price_amount", "currency", "category", "description") VALUES
(1, 'The Science of Longevity: Live Longer and Healthier', 'Dr. Mei Lin Tan', 4.8, 212, 6, 39, 'SGD', 'Health & Wellness',
 'What research on ageing says about sleep, exercise, diet and social ties, from blue zones to clinical trials, and how to turn it into habits that add healthy years.'),
(2, 'Black Holes: What Happens Beyond the Event Horizon', 'Prof. Daniel Okafor', 4.9, 168, 5, 29, 'SGD', 'Technology',
 'Spacetime, event horizons and Hawking radiation explained without heavy maths, and the telescope technology that first photographed a black hole.'),
(3, 'Why We Believe in Fortune-Telling: The Psychology of Prediction', 'Dr. Sofia Marquez', 4.6, 94, 4, 19, 'SGD', 'Psychology',
 'Astrology, tarot and palm reading seen through cognitive psychology: the Barnum effect, cold reading and confirmation bias, and why people feel that predictions work.'),
(4, 'Reading Egyptian Hieroglyphs from Scratch', 'Dr. Amira Hassan', 4.9, 131, 8, 40, 'SGD', 'Linguistics',
 'Learn the signs, sounds and grammar of Middle Egyptian, and read real inscriptions from tombs, temples and papyri by the last week.'),
(5, 'Supplements and Skincare: What Actually Works', 'Dr. Rachel Koh', 4.7, 187, 5, 29, 'SGD', 'Health & Wellness',
 'How to weigh the studies behind vitamins, collagen, retinoids and sunscreen, see through marketing claims and build a simple routine that does its job.'),
(6, 'Can Your Personality Change? The Science of Personal Growth', 'Marcus Lee', 4.7, 145, 6, 35, 'SGD', 'Self-Development',
 'What decades of research say about how traits shift in adult life, and a practical plan to grow the habits and character you want, one week at a time.'),
(7, 'Taoism and Stoicism: Two Paths to a Calm Mind', 'Dr. Wei Jie Chen', 4.8, 120, 7, 35, 'SGD', 'Philosophy',
 'Laozi and Zhuangzi side by side with Epictetus and Marcus Aurelius on control, acceptance and living with nature, with the daily practices of both traditions.'),
(8, 'Traditional Chinese Medicine: History, Practice and Evidence', 'Dr. Li Na Wong', 4.6, 102, 6, 39, 'SGD', 'Health & Wellness',
 'Qi, yin and yang, acupuncture and herbal remedies: where the ideas come from, how practitioners use them today and what clinical research has found.'),
(9, 'Money for a Long Life: Retirement Planning in Singapore', 'Priya Nair, CFA', 4.5, 76, 4, 25, 'SGD', 'Personal Finance',
 'Plan savings, CPF, insurance and investments for a retirement that may last thirty years, so that living well into your nineties is also affordable.');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"courses"', 'id'), (SELECT max("id") FROM "courses"));
