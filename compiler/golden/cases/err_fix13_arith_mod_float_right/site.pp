# Puppet's arithmetic rule: modulo by a Float (FIX-13 item 2).
notice(5 % 2.0)
