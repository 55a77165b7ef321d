# Puppet's arithmetic rule: Integer modulo by zero (FIX-13 item 2).
notice(7 % 0)
