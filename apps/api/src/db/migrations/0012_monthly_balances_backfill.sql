-- Monthly balances (decision 020) for the journal written before the table existed: the same
-- grouping as ledger/monthly.ts and `npm run ledger:repair`.
INSERT INTO "account_month_balances" ("user_id", "month", "account_code", "is_opening", "debit", "credit")
SELECT l."user_id", date_trunc('month', e."date")::date, l."account_code", e."is_opening", sum(l."debit"), sum(l."credit")
FROM "journal_lines" l
JOIN "journal_entries" e ON e."id" = l."entry_id"
GROUP BY 1, 2, 3, 4
ON CONFLICT ("user_id", "month", "account_code", "is_opening") DO UPDATE
SET "debit" = excluded."debit", "credit" = excluded."credit";
