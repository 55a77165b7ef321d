# Puppet's arithmetic rule: a left shift past 64 bits prints the value (FIX-13 item 2).
notice(3 << 64)
