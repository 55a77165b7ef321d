# Puppet's arithmetic rule: a shift count too large for Ruby (FIX-13 item 2).
notice(1 << 1e30)
