# Puppet's arithmetic rule: modulo of a Float (FIX-13 item 2).
notice(5.5 % 2)
