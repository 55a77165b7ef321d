# Puppet's arithmetic rule: a String in binary is no number (Patterns::NUMERIC has no 0b) (FIX-13 item 2).
notice('0b101' + 0)
