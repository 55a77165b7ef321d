# Puppet's arithmetic rule: a right shift by a negative count is a left shift (FIX-13 item 2).
notice(1 >> -64)
