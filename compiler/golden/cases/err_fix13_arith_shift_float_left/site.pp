# Puppet's arithmetic rule: a Float shifted (FIX-13 item 2).
notice(1.5 << 2)
