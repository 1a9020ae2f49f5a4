-- Custom SQL migration file, put your code below! --
-- Issue 18: order numbers become one uniqueness across artwork orders and plan checkouts
-- (order_numbers, filled by reserveOrderNumber). The numbers of the orders placed before it are
-- recorded here, with their order's date, so that no new order or checkout can draw one of them;
-- 0011 then makes every order's number refer to this table.
INSERT INTO "order_numbers" ("number", "created_at")
SELECT "order_number", "created_at" FROM "orders"
ON CONFLICT ("number") DO NOTHING;
