# Puppet's arithmetic rule: a Float product past the Float range (FIX-13 item 2).
notice(1.0e308 * 10)
