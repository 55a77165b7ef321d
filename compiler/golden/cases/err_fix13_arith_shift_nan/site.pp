# Puppet's arithmetic rule: a shift by NaN (FIX-13 item 2).
$nan = 0.0 / 0
notice(1 << $nan)
