# Puppet's arithmetic rule: a String that is no number (FIX-13 item 2).
notice(2 * '3x')
