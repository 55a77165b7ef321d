# Puppet's arithmetic rule: Integer subtraction past the minimum (FIX-13 item 2).
notice((-9223372036854775807 - 1) - 1)
