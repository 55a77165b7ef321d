# Puppet's arithmetic rule: a left shift by 70000 (FIX-13 item 2).
notice(1 << 70000)
