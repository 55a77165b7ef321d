# Puppet's arithmetic rule: an Integer times a huge Float (FIX-13 item 2).
notice(9223372036854775807 * 1.0e300)
